import { Shareholder } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
let holder: TestClient;
const orgNo = '928471632';
const holders: string[] = [];
let classA: string;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createTestCompany(t.orm, orgNo);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), company, 'ADMIN');
  admin = new TestClient(t.app);
  await admin.signIn('admin@example.no', testPassword);
  classA = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'A', vote: '1' }).then((r) => r.json())).id;
  for (let i = 0; i < 2; i++)
    holders.push((await admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON' }).then((r) => r.json())).shareholderId);
  await admin.post('/api/shareholder/update', { shareholderId: holders[0], fieldName: 'shareholderName', newValue: 'Ola Berg' });
  const em = t.orm.em.fork();
  const first = await em.findOneOrFail(Shareholder, { id: holders[0] });
  first.remark = 'Internal note';
  await em.flush();
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12)).toISOString();
  await admin.post('/api/transaction/shareholdingperdate', {
    organizationnumber: orgNo,
    transactionDate: day(1),
    nominalValue: '1',
    shareAllocation: [
      { shareholderId: holders[0], sharetypeId: classA, numberOfShares: 100, sharenumberIntervals: '1-100' },
      { shareholderId: holders[1], sharetypeId: classA, numberOfShares: 50, sharenumberIntervals: '101-150' },
    ],
  });
  const transfer = await admin.post('/api/transaction/transfer', {
    organizationnumber: orgNo,
    transactionDate: day(2),
    transactionType: 'BUY_SELL',
    fromShareholderId: holders[0],
    toShareholderId: holders[1],
    sharetypeId: classA,
    numberOfShares: 40,
    pricePerShare: '12.50',
  });
  expect(transfer.status, await transfer.clone().text()).toBe(201);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'ola@example.no'), company, 'SHAREHOLDER', { shareholderId: holders[0] });
  holder = new TestClient(t.app);
  await holder.signIn('ola@example.no', testPassword);
});
afterAll(() => t.close());

describe('shareholder portal', () => {
  it("shows the holder's own transactions, newest first, with the share numbers given and received", async () => {
    const rows = await (await holder.get(`/api/shareholder-view/${orgNo}/${holders[0]}/transactions`)).json();
    expect(rows).toEqual([
      expect.objectContaining({ transactionType: 'BUY_SELL', change: '-40', given: '1-40', received: '', shareTypeCode: 'A' }),
      expect.objectContaining({ transactionType: 'SHAREHOLDING_PER_DATE', change: '100', received: '1-100', given: '' }),
    ]);
  });

  it('shows the own details without the remark or the full national id, and never another holder', async () => {
    const details = await (await holder.get(`/api/shareholder-view/${orgNo}/${holders[0]}/details`)).json();
    expect(details).toMatchObject({ id: holders[0], name: 'Ola Berg' });
    expect(details).not.toHaveProperty('remark');
    expect(details).not.toHaveProperty('nationalId');
    expect((await holder.get(`/api/shareholder-view/${orgNo}/${holders[1]}/details`)).status).toBe(403);
    expect((await holder.get(`/api/shareholder-view/${orgNo}/${holders[1]}/transactions`)).status).toBe(403);
  });

  it('lets the holder change their own contact details only, with the field rules', async () => {
    const update = (body: object) => holder.post(`/api/shareholder-view/update-shareholder/${orgNo}`, body);
    expect(await (await update({ shareholderId: holders[0], fieldName: 'email', newValue: 'ola@berg.no' })).json()).toEqual({ success: true });
    expect((await (await update({ shareholderId: holders[0], fieldName: 'postalCode', newValue: '9999' })).json()).validationError).toBe('invalidPostalCode');
    expect((await update({ shareholderId: holders[0], fieldName: 'shareholderName', newValue: 'Someone Else' })).status).toBe(400);
    expect((await update({ shareholderId: holders[1], fieldName: 'email', newValue: 'x@y.no' })).status).toBe(403);
    const stored = await t.orm.em.fork().findOneOrFail(Shareholder, { id: holders[0] });
    expect([stored.email, stored.firstName]).toEqual(['ola@berg.no', 'Ola']);
  });
});
