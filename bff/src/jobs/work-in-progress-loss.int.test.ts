import { AuditEvent, Company, EmailOutbox, Shareholder, Signer, SigningRequest, TransactionLogEntry, ArchiveEntry, sealingCertificateFor } from '@andel/domain/server';
import { manyPagePdf } from '@andel/domain/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { governanceOrgs, setUpGovernanceCompanies } from '../../testing/governance-test-setup';
import { startScaledTopology, type ServerProcess } from '../../testing/scaled-topology';
import { createTestApp, testAppUrl, type TestApp } from '../../testing/test-app';
import { emailedSignerToken } from '../../testing/emailed-signer-token';
import { TestClient } from '../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../testing/test-users';
import { startJobQueue } from './job-queue';

// Work in progress when a process dies (issue 26 §2): three server processes on one PostgreSQL, sharing their files
// and sealing certificate; a large register import, then a signing whose last signature starts a seal, each sent to a
// process that is killed (SIGKILL) while the work is under way. All or nothing: the import leaves nothing and can be
// done again; the signature stays, and the survivor's seal sweep seals the document exactly once.
const importOrgNo = '915443221';
const importRows = 30_000;

let t: TestApp;
let sharedDataDir: string;
let topology: Awaited<ReturnType<typeof startScaledTopology>>;

const until = async (done: () => boolean | Promise<boolean>, ms: number, what: string) => {
  for (const end = Date.now() + ms; !(await done()); await new Promise((resolve) => setTimeout(resolve, 25))) if (Date.now() > end) throw new Error(`timed out: ${what}`);
};

/** A browser talking to one server process directly (as the load balancer would route it), its Origin the public address. */
const browserOn = (server: ServerProcess) =>
  new TestClient({
    request: (url: string, init: RequestInit) => fetch(url.replace(testAppUrl, `http://127.0.0.1:${server.port}`), { ...init, headers: { ...(init.headers as Record<string, string>), origin: topology.url } }),
  } as unknown as TestApp['app']);
const signedIn = async (server: ServerProcess, email: string) => {
  const browser = browserOn(server);
  await browser.signIn(email, testPassword);
  return browser;
};
const kill = async (server: ServerProcess) => {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
};
/** Whether a transaction on the database has written rows and been open 300 ms (the job queue's own aside). */
const writeUnderWay = async () =>
  ((await t.orm.em.getConnection().execute(
    `select count(*)::int as open from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null and xact_start < now() - interval '300 milliseconds' and query not ilike '%pgboss%'`,
  )) as { open: number }[])[0]!.open > 0;

beforeAll(async () => {
  t = await createTestApp();
  sharedDataDir = await mkdtemp(join(tmpdir(), 'andel-shared-data-'));
  // Generated once before the processes start, so all of them seal with it (production names it by SEAL_P12_PATH).
  await sealingCertificateFor({ dataDir: sharedDataDir });
  topology = await startScaledTopology({ databaseUrl: t.databaseUrl, processes: 3, env: { DATA_DIR: sharedDataDir } });
}, 300_000);
afterAll(async () => {
  await topology?.stop();
  await t.close();
  await rm(sharedDataDir, { recursive: true, force: true });
});

it('leaves nothing of an import whose process dies in the middle of it, and the import can be done again on another', { timeout: 600_000 }, async () => {
  const company = await createTestCompany(t.orm, importOrgNo);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'import-admin@example.no'), company, 'ADMIN');
  const [doomed, , survivor] = topology.servers as [ServerProcess, ServerProcess, ServerProcess];
  const body = {
    transactionDate: '2026-01-01',
    nominalValue: '1',
    shareholders: Array.from({ length: importRows }, (_, index) => ({ rowNumber: index + 2, values: { type: 'person', name: `Person${index} Testesen`, numberOfShares: '100' } })),
  };
  const importing = (await signedIn(doomed, 'import-admin@example.no')).post(`/api/shareholder/${importOrgNo}/import-shareholders`, body).then(
    (response) => `answered ${response.status}`,
    () => 'connection lost',
  );
  await until(writeUnderWay, 240_000, 'the import writing');
  await kill(doomed);
  expect(await importing).toBe('connection lost');

  const em = t.orm.em.fork();
  expect(await em.count(Shareholder, { company })).toBe(0);
  expect(await em.count(TransactionLogEntry, { company })).toBe(0);
  const admin = await signedIn(survivor, 'import-admin@example.no');
  expect(await (await admin.get(`/api/company/${importOrgNo}/shareholders/list?range=[0,9]`)).json()).toEqual([]);

  const again = await admin.post(`/api/shareholder/${importOrgNo}/import-shareholders`, body);
  expect(again.status).toBe(201);
  expect(await again.json()).toMatchObject({ count: importRows, transactionType: 'SHAREHOLDING_PER_DATE' });
  expect(await (await admin.get(`/api/company/${importOrgNo}/register`)).json()).toMatchObject({ totalShares: String(importRows * 100) });
  expect(await t.orm.em.fork().count(TransactionLogEntry, { company: await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: importOrgNo }) })).toBe(1);
});

it('keeps a last signature whose process dies while sealing, and the survivor\'s seal sweep seals the document exactly once', { timeout: 600_000 }, async () => {
  await setUpGovernanceCompanies(t);
  const [, doomed, survivor] = topology.servers as [ServerProcess, ServerProcess, ServerProcess];
  const admin = await signedIn(survivor, 'admin-a@example.no');
  // Three thousand pages: sealing them takes seconds, time to kill the process in the middle of it.
  const form = new FormData();
  form.append('files', new File([new Uint8Array(await manyPagePdf(3_000))], 'Årsrapport.pdf'));
  const uploaded = await admin.request('POST', `/api/archive/${governanceOrgs.a}/upload/admin-archive`, { body: form });
  expect(uploaded.status).toBe(201);
  const [entry] = (await uploaded.json()) as { id: string }[];
  const sent = await admin.post(`/api/document/send-uploaded-document-for-signing/${governanceOrgs.a}`, { documentId: entry!.id, signers: [{ name: 'Kari Nordmann', email: 'kari@example.no', signingMethod: 'AUTH_EMAIL', language: 'nb' }] });
  expect(sent.status).toBe(201);
  const requestId = ((await sent.json()) as { id: string }).id;
  const requestNow = () => t.orm.em.fork().findOneOrFail(SigningRequest, requestId);

  const token = await emailedSignerToken(t, { request: requestId });
  const kari = browserOn(doomed);
  expect((await kari.get(`/api/sign/sign-with-email/${token}`)).status).toBe(200);
  const code = /\b(\d{6})\b/.exec((await t.orm.em.fork().findOneOrFail(EmailOutbox, { to: 'kari@example.no', template: 'signingCode' })).text)![1]!;
  const signing = kari.post(`/api/sign/verify-signing-with-code/${token}/${code}`).then(
    (response) => `answered ${response.status}`,
    () => 'connection lost',
  );
  // The signature commits with its request AWAITING_SEAL; the seal is then under way, and the process dies.
  await until(async () => (await requestNow()).sealState === 'AWAITING_SEAL', 120_000, 'the last signature recorded');
  await kill(doomed);
  expect(await signing).toBe('connection lost');
  expect(await requestNow()).toMatchObject({ status: 'SIGNING_IN_PROGRESS', sealState: 'AWAITING_SEAL', sealed: null });
  expect(await t.orm.em.fork().count(Signer, { request: requestId, signedAt: { $ne: null } })).toBe(1);

  // A sweep sent through the job queue is run by a survivor (the one whose cron comes first, if sooner).
  const sender = await startJobQueue({ databaseUrl: t.databaseUrl, jobs: [{ name: 'seal-sweep', cron: '* * * * *', run: async () => undefined }], work: false });
  sender.send('seal-sweep');
  await until(async () => (await requestNow()).status === 'SIGNING_COMPLETE', 240_000, 'the sweep sealing it');
  await sender.stop();
  const em = t.orm.em.fork();
  expect(await requestNow()).toMatchObject({ sealState: null });
  expect(await em.count(ArchiveEntry, { name: 'Årsrapport (signert).pdf' })).toBe(1);
  expect(await em.count(AuditEvent, { type: 'signing.sealed', payload: { after: { id: requestId } } })).toBe(1);
  expect(await em.count(EmailOutbox, { template: 'sealedCopy', to: 'kari@example.no' })).toBe(1);
  expect((await em.findOneOrFail(ArchiveEntry, entry!.id)).signingStatus).toBe('SIGNING_COMPLETE');
});
