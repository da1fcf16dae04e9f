import { modulesFor } from '@andel/domain/shared';
import { CustomRole } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
const orgA = '928471632';
const orgB = '931754289';

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};

beforeAll(async () => {
  t = await createTestApp();
  const a = await createTestCompany(t.orm, orgA);
  const b = await createTestCompany(t.orm, orgB);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-a@example.no'), a, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-b@example.no'), b, 'ADMIN');
  const em = t.orm.em.fork();
  const viewer = em.create(CustomRole, { company: em.merge(a), name: 'Viewer', permissions: { shareClasses: 'VIEW' }, modules: modulesFor({ shareClasses: 'VIEW' }) });
  await em.flush();
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'viewer-a@example.no'), a, 'CUSTOM', { customRoleId: viewer.id });
});
afterAll(() => t.close());

describe('share classes', () => {
  it('creates a class with exact votes per share and custom names, listed in react-admin shape', async () => {
    const admin = await as('admin-a@example.no');
    const created = await admin.post('/api/sharetype/new', {
      organizationnumber: orgA,
      shareTypeCode: 'B',
      vote: '0,12345',
      shareTypeNames: [{ language: 'nb', name: 'Investor', separator: 'DASH' }],
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ shareTypeCode: 'B', votesPerShare: '0.12345' });
    const list = await admin.get(`/api/company/${orgA}/shareholders/classes`);
    expect(list.headers.get('content-range')).toBe('classes 0-0/1');
    expect(await list.json()).toMatchObject([{ shareTypeCode: 'B', customNames: [{ name: 'Investor', separator: 'DASH' }] }]);
  });

  it('refuses a code the company already has, too many decimals, and an unknown separator', async () => {
    const admin = await as('admin-a@example.no');
    const again = await admin.post('/api/sharetype/new', { organizationnumber: orgA, shareTypeCode: 'B', vote: '1' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('shareClasses.codeInUse');
    const decimals = await admin.post('/api/sharetype/new', { organizationnumber: orgA, shareTypeCode: 'C', vote: '1.123456' });
    expect((await decimals.json()).errors).toEqual({ vote: 'number-field.not-positive-or-zero' });
    const separator = await admin.post('/api/sharetype/new', {
      organizationnumber: orgA,
      shareTypeCode: 'C',
      shareTypeNames: [{ language: 'en', name: 'X', separator: 'SLASH' }],
    });
    expect((await separator.json()).errors).toEqual({ 'shareTypeNames.0.separator': 'shareClasses.invalidSeparator' });
  });

  it("never lets one company's admin create or change another's classes", async () => {
    const adminB = await as('admin-b@example.no');
    expect((await adminB.post('/api/sharetype/new', { organizationnumber: orgA, shareTypeCode: 'D' })).status).toBe(403);
    const [classOfA] = await (await as('admin-a@example.no')).get(`/api/company/${orgA}/shareholders/classes`).then((r) => r.json());
    expect((await adminB.post(`/api/sharetype/edit/${classOfA.id}`, { vote: '10' })).status).toBe(403);
    expect((await adminB.get(`/api/company/${orgA}/shareholders/classes`)).status).toBe(403);
  });

  it('lets a custom role with share classes VIEW read but not create', async () => {
    const viewer = await as('viewer-a@example.no');
    expect((await viewer.get(`/api/company/${orgA}/shareholders/classes`)).status).toBe(200);
    expect((await viewer.post('/api/sharetype/new', { organizationnumber: orgA, shareTypeCode: 'E' })).status).toBe(403);
  });

  it('deletes a class no transaction named, and refuses one in use', async () => {
    const admin = await as('admin-a@example.no');
    const classOf = async (shareTypeCode: string) => (await admin.post('/api/sharetype/new', { organizationnumber: orgA, shareTypeCode, vote: '1' }).then((r) => r.json())).id;
    const unused = await classOf('C');
    const used = await classOf('D');
    const { shareholderId } = await admin.post('/api/shareholder/new-shareholder', { orgNo: orgA, shareholderType: 'PERSON' }).then((r) => r.json());
    const opening = await admin.post('/api/transaction/shareholdingperdate', {
      organizationnumber: orgA,
      transactionDate: '2025-01-01',
      nominalValue: '1',
      shareAllocation: [{ shareholderId, sharetypeId: used, numberOfShares: 10 }],
    });
    expect(opening.status).toBe(201);
    expect(await admin.delete(`/api/sharetype/${orgA}/${used}`).then(async (r) => [r.status, (await r.json()).error.code])).toEqual([409, 'shareClasses.classInUse']);
    expect((await (await as('admin-b@example.no')).delete(`/api/sharetype/${orgA}/${unused}`)).status).toBe(403);
    expect((await admin.delete(`/api/sharetype/${orgA}/${unused}`)).status).toBe(200);
    expect((await admin.get(`/api/company/${orgA}/shareholders/classes/${unused}`)).status).toBe(404);
  });
});
