import { AuditEvent, Shareholder } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient, signedInClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
const orgA = '928471632';
const orgB = '931754289';
let ids: { kari: string; fjord: string; unnamed: string };

const as = (email: string) => signedInClient(t.app, email);

/** A shareholder of `orgNo` with the given fields, through the API as an admin would enter it. */
const holder = async (client: TestClient, orgNo: string, shareholderType: 'PERSON' | 'COMPANY', fields: Record<string, string>) => {
  const { shareholderId } = await client.post('/api/shareholder/new-shareholder', { orgNo, shareholderType }).then((r) => r.json());
  for (const [fieldName, newValue] of Object.entries(fields)) expect((await client.post('/api/shareholder/update', { shareholderId, fieldName, newValue })).status).toBe(200);
  return shareholderId as string;
};
const holdersOf = (orgNo: string) => t.orm.em.fork().find(Shareholder, { company: { organisationNumber: orgNo } }, { orderBy: { createdAt: 'asc' } });

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = [await createTestCompany(t.orm, orgA), await createTestCompany(t.orm, orgB)];
  const both = await createTestUser(t.orm, 'admin-ab@example.no');
  await grantTestAccess(t.orm, both, a, 'ADMIN');
  await grantTestAccess(t.orm, both, b, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-a@example.no'), a, 'ADMIN');
  const board = await createTestUser(t.orm, 'board-b@example.no');
  await grantTestAccess(t.orm, board, a, 'ADMIN');
  await grantTestAccess(t.orm, board, b, 'BOARD_MEMBER');
  const admin = await as('admin-ab@example.no');
  ids = {
    kari: await holder(admin, orgA, 'PERSON', { shareholderName: 'Kari Nordmann', nationalId: '13097248022', email: 'kari@example.no' }),
    fjord: await holder(admin, orgA, 'COMPANY', { shareholderName: 'Fjord Invest AS', companyNumber: '923609016', postalCode: '1300' }),
    unnamed: await holder(admin, orgA, 'PERSON', { shareholderName: 'Per Uten Nummer' }),
  };
  await admin.put(`/api/shareholder/${ids.fjord}/remark`, { remark: 'Bare i A' });
  await holder(admin, orgB, 'PERSON', { shareholderName: 'Kari N. Nordmann', nationalId: '13097248022' });
});
afterAll(() => t.close());

describe('copy shareholders between companies', () => {
  it('copies personal and contact fields to a company the user also administers, skipping holders it already has', async () => {
    const admin = await as('admin-ab@example.no');
    const response = await admin.post(`/api/shareholder/${orgA}/copy`, { fromOrgNo: orgA, toOrgNo: orgB, shareholderIds: [ids.kari, ids.fjord, ids.unnamed] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 2, skipped: 1 });
    const inB = await holdersOf(orgB);
    const name = (h: Shareholder) => [h.firstName, h.middleName, h.lastName, h.companyName].filter(Boolean).join(' ');
    expect(inB.map((h) => [h.isCompany, name(h), h.email, h.companyNumber, h.postalCode, h.city])).toEqual([
      [false, 'Kari N. Nordmann', null, null, null, null],
      [true, 'Fjord Invest AS', null, '923609016', '1300', 'SANDVIKA'],
      [false, 'Per Uten Nummer', null, null, null, null],
    ]);
    expect(inB.every((h) => h.remark === null)).toBe(true);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'shareholder.copied', company: { organisationNumber: orgB } })).toBe(1);
  });

  it('refuses an admin of only one of the companies, in either direction', async () => {
    const onlyA = await as('admin-a@example.no');
    const toB = await onlyA.post(`/api/shareholder/${orgA}/copy`, { fromOrgNo: orgA, toOrgNo: orgB, shareholderIds: [ids.kari] });
    expect(toB.status).toBe(403);
    const boardInB = await as('board-b@example.no');
    expect((await boardInB.post(`/api/shareholder/${orgA}/copy`, { fromOrgNo: orgA, toOrgNo: orgB, shareholderIds: [ids.fjord] })).status).toBe(403);
    expect((await boardInB.post(`/api/shareholder/${orgB}/copy`, { fromOrgNo: orgB, toOrgNo: orgA, shareholderIds: [ids.fjord] })).status).toBe(403);
    expect(await holdersOf(orgB)).toHaveLength(3);
  });

  it('answers the message keys for a wrong source, the same company and holders of another company', async () => {
    const admin = await as('admin-ab@example.no');
    const wrongSource = await admin.post(`/api/shareholder/${orgA}/copy`, { fromOrgNo: orgB, toOrgNo: orgB, shareholderIds: [ids.kari] });
    expect(await wrongSource.json()).toMatchObject({ error: { code: 'validationError' }, errors: { fromOrgNo: 'invalidValue' } });
    const same = await admin.post(`/api/shareholder/${orgA}/copy`, { fromOrgNo: orgA, toOrgNo: orgA, shareholderIds: [ids.kari] });
    expect([same.status, (await same.json()).error.code]).toEqual([400, 'shareholders.copy.sameCompany']);
    const [inB] = await holdersOf(orgB);
    const foreign = await admin.post(`/api/shareholder/${orgA}/copy`, { fromOrgNo: orgA, toOrgNo: orgB, shareholderIds: [inB!.id] });
    expect([foreign.status, (await foreign.json()).error.code]).toEqual([404, 'shareholders.notFound']);
    expect((await admin.post(`/api/shareholder/${orgA}/copy`, { fromOrgNo: orgA, toOrgNo: orgB, shareholderIds: [] })).status).toBe(400);
  });
});
