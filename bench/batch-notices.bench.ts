// A batch project across 200 companies (issue 27): the batch made in one command, each company's general meeting
// notice generated as a PDF, then every notice sent through the batch's queue. Companies, holders and their opening
// registers are made through the use-cases and calls a real onboarding uses, in the bench's own database. Prints the
// time of each step, the heap after each 50 PDFs (flat memory: it does not grow with the companies done) and the peak
// RSS. Aim: the 200 PDFs in under a minute.
import { createApp } from '@andel/bff';
import { migrate, openOrm, startEmbeddedPostgres } from '@andel/db';
import {
  BatchProjectEntry,
  createCompany,
  generalMeetingNoticePdf,
  grantCompanyAccess,
  registerUser,
  requestBatchNotices,
  sendQueuedBatchNotices,
  Shareholder,
  type User,
} from '@andel/domain/server';
import type { BatchProjectCreated } from '@andel/domain/shared';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { loadConfig } from '../bff/src/config';
import { TestClient } from '../bff/testing/test-client';
import { round, time } from './stats';

const companies = 200;
const holdersPerCompany = 8;
const appUrl = 'http://localhost:3000';
const companyAt = (i: number) => ({ organisationNumber: String(920_000_000 + i), name: `Bench Holding ${i} AS` });

const peakRssMb = () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024);
const heapMb = () => {
  globalThis.gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
};

const dataDir = '../.data/bench-batch-notices';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
const user: User = await orm.em.fork().transactional((tx) =>
  registerUser({ em: tx, email: 'forvalter@example.no', name: 'Forvalter', password: 'Bench-password-1', language: 'nb', acceptedTerms: true }),
);
const app = createApp({ orm, config: loadConfig({ APP_URL: appUrl }), serveApps: false });
const client = new TestClient(app);
await client.signIn('forvalter@example.no', 'Bench-password-1');

// Each company: class A, holders with an email and shares, recorded as the opening register.
const [seedMs] = await time(async () => {
  for (let i = 0; i < companies; i++) {
    const { organisationNumber, name } = companyAt(i);
    await orm.em.fork().transactional(async (tx) => {
      const company = await createCompany({ em: tx, actor: user, organisationNumber, name, subscriptionType: 'PRO' });
      await grantCompanyAccess({ em: tx, actor: user, user: tx.merge(user), company, grant: { accessType: 'ADMIN' } });
    });
    const classA: string = (await client.post('/api/sharetype/new', { organizationnumber: organisationNumber, shareTypeCode: 'A', vote: '1' }).then((r) => r.json())).id;
    const holders: string[] = [];
    for (let h = 0; h < holdersPerCompany; h++) holders.push((await client.post('/api/shareholder/new-shareholder', { orgNo: organisationNumber, shareholderType: 'PERSON' }).then((r) => r.json())).shareholderId);
    const em = orm.em.fork();
    for (const [h, id] of holders.entries()) await em.nativeUpdate(Shareholder, { id }, { firstName: `Eier ${h}`, lastName: `Selskap ${i}`, email: `eier${h}@bench${i}.example.no` });
    const opening = await client.post('/api/transaction/shareholdingperdate', {
      organizationnumber: organisationNumber,
      transactionDate: '2026-01-01T12:00:00.000Z',
      nominalValue: '10',
      shareAllocation: holders.map((shareholderId, h) => ({ shareholderId, sharetypeId: classA, numberOfShares: 100 * (h + 1), sharenumberIntervals: `${1 + 50 * h * (h + 1)}-${50 * (h + 1) * (h + 2)}` })),
    });
    if (opening.status !== 201) throw new Error(`opening register of ${organisationNumber}: ${opening.status} ${await opening.text()}`);
  }
});
await orm.em.getConnection().execute('analyze');
console.log(`seeded ${companies} companies with ${holdersPerCompany} holders each in ${round(seedMs / 1000)} s`);

const startRss = Math.round(process.memoryUsage().rss / 1024 / 1024);
const [createMs, created] = await time(() =>
  client.post('/api/projects', {
    orgNo: companyAt(0).organisationNumber,
    projectName: '2026-05-01 Godkjenning av årsregnskap og årsberetning, Godkjenning av revisors godtgjørelse',
    decisions: ['approveAnnualAccount', 'approveAuditorRemuneration', 'electionOfCompanyBoard'],
    batchCompanies: Array.from({ length: companies }, (_, i) => companyAt(i).organisationNumber),
    meetingDate: '2099-05-01',
  }),
);
if (created.status !== 201) throw new Error(`batch: ${created.status} ${await created.text()}`);
const { batchProjectId } = (await created.json()) as BatchProjectCreated;
console.log(`POST /api/projects with ${companies} batchCompanies (one transaction): ${round(createMs)} ms`);

const entries = await orm.em.fork().find(BatchProjectEntry, { batch: batchProjectId }, { populate: ['company', 'project'], orderBy: { position: 'asc' } });
let bytes = 0;
const heaps: string[] = [];
const [pdfMs] = await time(async () => {
  for (const [index, entry] of entries.entries()) {
    const file = await generalMeetingNoticePdf({ em: orm.em.fork(), company: entry.company, projectId: entry.project.id });
    await file.write(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    if ((index + 1) % 50 === 0) heaps.push(`${index + 1}: ${heapMb()} MiB`);
  }
});
console.log(`${companies} notice PDFs: ${round(pdfMs / 1000)} s (${round(pdfMs / companies)} ms each, ${Math.round(bytes / 1024)} KiB in all); heap after GC by PDFs done ${heaps.join(', ')}`);

const [sendMs, sent] = await time(async () => {
  await requestBatchNotices({ em: orm.em.fork(), actor: user, id: batchProjectId, input: { accessType: 'open', message: 'Velkommen til generalforsamling.' } });
  return sendQueuedBatchNotices({ em: orm.em.fork(), appUrl });
});
console.log(`${sent} notices sent from the batch's queue to ${sent * holdersPerCompany} holders (emails to the outbox): ${round(sendMs / 1000)} s; heap after GC ${heapMb()} MiB`);
console.log(`peak RSS ${peakRssMb()} MiB (${startRss} before the batch)`);

await orm.close();
await database.stop();
