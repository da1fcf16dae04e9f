import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
let otherAdmin: TestClient;
let companyId: string;
const orgNo = '928471632';

beforeAll(async () => {
  t = await createTestApp();
  const company = await createTestCompany(t.orm, orgNo, 'Nordlys Teknologi AS');
  companyId = company.id;
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), company, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'other@example.no'), company, 'ADMIN');
  admin = new TestClient(t.app);
  await admin.signIn('admin@example.no', testPassword);
  otherAdmin = new TestClient(t.app);
  await otherAdmin.signIn('other@example.no', testPassword);
  const imported = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
    transactionDate: '2026-01-01',
    nominalValue: '1',
    shareholders: [{ rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', identification: '13097248022', numberOfShares: '600', shareNumbers: '1-600' } }],
  });
  expect(imported.status).toBe(201);
});
afterAll(() => t.close());

const progressOf = async (client: TestClient, ticket: string) => {
  const response = await client.get(`/api/shareholder/export-progress/${orgNo}/${ticket}`);
  return response.status === 200 ? response.json() : response.status;
};

describe('export queue', () => {
  it('waits while another process exports the company (its PostgreSQL lock held), shows so, and writes the file once it is free', async () => {
    // Another process's export of the company: the advisory lock an export holds for its transaction.
    const otherProcess = t.orm.em.fork();
    await otherProcess.begin();
    await otherProcess.getConnection().execute('select pg_advisory_xact_lock(hashtext(?), 0)', [`register_export:${companyId}`], 'all', otherProcess.getTransactionContext());
    const ticket = randomUUID();
    const response = await admin.get(`/api/shareholder/export/${orgNo}?format=PDF&content=full&language=en&ticket=${ticket}`);
    const body = response.arrayBuffer();
    await expect.poll(() => progressOf(admin, ticket), { timeout: 10_000 }).toEqual({ state: 'companyBusy' });
    // Only the user who asked for it sees how far it is.
    expect(await progressOf(otherAdmin, ticket)).toBe(404);
    expect(await progressOf(admin, randomUUID())).toBe(404);
    expect((await admin.get(`/api/shareholder/export-progress/${orgNo}/not-a-ticket`)).status).toBe(400);
    await otherProcess.commit();
    expect((await body).byteLength).toBeGreaterThan(1_000);
    expect(await progressOf(admin, ticket)).toEqual({ state: 'finished' });
  });

  it('refuses a ticket that is not a UUID', async () => {
    expect((await admin.get(`/api/shareholder/export/${orgNo}?format=EXCEL&ticket=x`)).status).toBe(400);
  });
});
