import { EmailOutbox, queueEmail } from '@andel/domain/server';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '@andel/db';
import { loadConfig } from './config';
import { startMailWorker } from './mail-worker';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: string[] = [];

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

it('delivers the outbox over SMTP in the recipient language and marks each email sent', async () => {
  const em = t.orm.em.fork();
  queueEmail({ em, to: 'kari@example.no', language: 'sv', template: 'signInCode', params: { name: 'Kari', code: '123456' } });
  await em.flush();
  const worker = startMailWorker({ orm: t.orm, config: loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }) });
  worker.kick();
  await worker.stop();
  expect(received).toHaveLength(1);
  expect(received[0]).toContain('To: kari@example.no');
  expect(received[0]).toMatch(/Din inloggningskod: 123456/);
  const [stored] = await t.orm.em.fork().find(EmailOutbox, { to: 'kari@example.no' });
  expect(stored).toMatchObject({ status: 'SENT', attempts: 1 });
});
