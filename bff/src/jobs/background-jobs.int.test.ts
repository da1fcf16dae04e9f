import { EmailOutbox, queueEmail } from '@andel/domain/server';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '@andel/db';
import { loadConfig } from '../config';
import { backgroundJobs } from './background-jobs';
import { startJobQueue } from './job-queue';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: string[] = [];
const until = async (done: () => Promise<boolean> | boolean, ms = 20_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100))) if (await done()) return;
  throw new Error('timed out');
};

beforeAll(async () => {
  t = await createTestApp();
  port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

it('delivers the outbox over SMTP once, in the recipient language, when one of two processes is sent the job', async () => {
  const em = t.orm.em.fork();
  queueEmail({ em, to: 'kari@example.no', language: 'sv', template: 'signInCode', params: { name: 'Kari', code: '123456' } });
  await em.flush();
  const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  const jobs = backgroundJobs({ orm: t.orm, config, fileStore: t.fileStore, emailQueued: () => undefined });
  const [sender, worker] = [await startJobQueue({ databaseUrl: t.databaseUrl, jobs, work: false }), await startJobQueue({ databaseUrl: t.databaseUrl, jobs, work: true })];
  sender.send('email-outbox');
  await until(async () => (await t.orm.em.fork().findOneOrFail(EmailOutbox, { to: 'kari@example.no' })).status === 'SENT');
  await Promise.all([sender.stop(), worker.stop()]);
  expect(received).toHaveLength(1);
  expect(received[0]).toContain('To: kari@example.no');
  expect(received[0]).toMatch(/Din inloggningskod: 123456/);
  expect(await t.orm.em.fork().findOneOrFail(EmailOutbox, { to: 'kari@example.no' })).toMatchObject({ status: 'SENT', attempts: 1 });
});

it('retries a failing job, then keeps it as a dead letter with its error', async () => {
  let runs = 0;
  const failing = { name: 'always-failing', cron: '17 * * * *', run: async () => void (runs++, await Promise.reject(new Error('storage unreachable'))) };
  const queue = await startJobQueue({ databaseUrl: t.databaseUrl, jobs: [failing], work: true, retry: { limit: 1, delaySeconds: 1 } });
  queue.send('always-failing');
  await until(async () => (await queue.deadLetters()).length > 0);
  expect(await queue.deadLetters()).toMatchObject([{ job: 'always-failing', retries: 1, error: 'storage unreachable' }]);
  await queue.stop();
  expect(runs).toBe(2);
});
