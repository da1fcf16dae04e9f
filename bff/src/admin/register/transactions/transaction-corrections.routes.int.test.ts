import { snapshotSpacing } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';
import { openTestRegister } from '../../../../testing/register-test-setup';

let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '974760673';
const h = (index: number) => r.holders[index]!;
const ids: Record<string, string> = {};
const errorOf = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: { code: string; params: Record<string, string> } }).error });
const log = async () =>
  (await r.admin.get(`/api/transactionlog/all/${orgNo}`).then((res) => res.json())).map((entry: { transactionType: string; transactionDate: string }) => [entry.transactionType, entry.transactionDate.slice(0, 10)]);

/** A day within the horizon for future-dated entries. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  // A snapshot after every entry: corrections and back-dated entries must rewrite them.
  snapshotSpacing.entries = 1;
  t = await createTestApp();
  r = await openTestRegister(t, orgNo, 4);
  const record = async (name: string, type: string, date: string, body: Record<string, unknown>) => {
    const response = await r.record(type, date, body);
    if (response.status !== 201) throw new Error(await response.text());
    ids[name] = (await response.json()).id;
  };
  await record('opening', 'shareholdingperdate', '2025-01-01', { nominalValue: '1', shareAllocation: [{ shareholderId: h(0), sharetypeId: r.classA, numberOfShares: 1000 }] });
  await record('issue', 'issue', '2025-02-01', { shareAllocation: [{ shareholderId: h(1), sharetypeId: r.classA, numberOfShares: 100, sharePrice: '5' }] });
  await record('resale', 'transfer', '2025-03-01', { transactionType: 'GIFT', fromShareholderId: h(1), toShareholderId: h(2), sharetypeId: r.classA, numberOfShares: 40 });
});
afterAll(() => t.close());

describe('deleting and redating transactions with correcting entries', () => {
  it('refuses to delete an issue whose shares a later transfer passes on, and leaves the register as it was', async () => {
    const before = await r.register();
    expect(await errorOf(await r.admin.delete(`/api/transaction/issue/${ids.issue}`))).toMatchObject({
      status: 400,
      code: 'transactions.delete.validation-error',
      params: { reason: 'insufficientShares', entryId: ids.resale },
    });
    expect(await r.register()).toEqual(before);
  });

  it('refuses to move a transfer before the issue of its shares', async () => {
    expect(await errorOf(await r.admin.post(`/api/transaction/transfer/${ids.resale}`, { transactionDate: '2025-01-15' }))).toMatchObject({
      status: 400,
      code: 'transactions.change-date.validation-error',
      params: { reason: 'insufficientShares' },
    });
  });

  it('deletes the transfer with a DELETE entry: the register replays without it and the log no longer lists it', async () => {
    expect((await r.admin.delete(`/api/transaction/transfer/${ids.resale}`)).status).toBe(200);
    expect(await r.numbers()).toEqual({ '0A': '1-1000', '1A': '1001-1100' });
    expect(await log()).toEqual([
      ['ISSUE', '2025-02-01'],
      ['SHAREHOLDING_PER_DATE', '2025-01-01'],
    ]);
    const details = await r.admin.get(`/api/transactionlog/${ids.resale}`).then((res) => res.json());
    expect(details).toMatchObject({ isDeleted: true, corrections: [{ correction: 'DELETE', createdBy: { email: `admin-${orgNo}@example.no` } }] });
    expect((await r.admin.delete(`/api/transaction/transfer/${ids.resale}`)).status).toBe(404);
    expect(await r.admin.get(`/api/transactionlog/verify/${orgNo}`).then((res) => res.json())).toMatchObject({ ok: true, entries: 4 });
  });

  it('moves the issue to a later date: the register as of the old date no longer has it', async () => {
    const moved = await r.admin.post(`/api/transaction/issue/${ids.issue}`, { transactionDate: '2025-04-01' });
    expect(moved.status).toBe(200);
    expect(await log()).toEqual([
      ['ISSUE', '2025-04-01'],
      ['SHAREHOLDING_PER_DATE', '2025-01-01'],
    ]);
    expect(await r.numbers('2025-03-01')).toEqual({ '0A': '1-1000' });
    expect(await r.numbers()).toEqual({ '0A': '1-1000', '1A': '1001-1100' });
    expect((await r.admin.get(`/api/transactionlog/${ids.issue}`).then((res) => res.json())).transactionDate).toBe('2025-04-01T10:00:00.000Z');
  });

  it('refuses a date change to the exact time of another entry, and a type the entry is not', async () => {
    expect(await errorOf(await r.admin.post(`/api/transaction/issue/${ids.issue}`, { transactionDate: '2025-01-01' }))).toMatchObject({ status: 409, code: 'existing-transaction-on-date' });
    expect(await errorOf(await r.admin.delete(`/api/transaction/sharesplit/${ids.issue}`))).toMatchObject({ code: 'unsupportedTransactionType' });
  });

  it('changes the nominal value of the opening entry only', async () => {
    expect((await r.admin.post(`/api/transaction/shareholdingperdate/${ids.opening}`, { nominalValue: '2,5' })).status).toBe(200);
    expect(await r.register()).toMatchObject({ nominalValue: '2.5', shareCapital: '2750' });
    expect(await errorOf(await r.admin.post(`/api/transaction/issue/${ids.issue}`, { nominalValue: '3' }))).toMatchObject({ code: 'unsupportedTransactionType' });
  });

  it('records a back-dated transfer by replay and counts the entries after it; refuses one a later entry contradicts', async () => {
    const gift = (date: string, numberOfShares: number) =>
      r.record('transfer', date, { transactionType: 'GIFT', fromShareholderId: h(0), toShareholderId: h(3), sharetypeId: r.classA, numberOfShares });
    const backDated = await gift('2025-03-01', 10);
    expect(backDated.status).toBe(201);
    const backDatedEntry = await backDated.json();
    expect(backDatedEntry).toMatchObject({ laterTransactions: 1, warnings: [{ message: 'transactions.laterTransactions', args: { count: 1 } }] });
    expect(await r.numbers()).toMatchObject({ '0A': '11-1000', '3A': '1-10' });
    const later = await r.record('transfer', '2025-05-01', { transactionType: 'GIFT', fromShareholderId: h(3), toShareholderId: h(2), sharetypeId: r.classA, numberOfShares: 10 });
    expect(later.status).toBe(201);
    expect(await errorOf(await r.admin.delete(`/api/transaction/transfer/${backDatedEntry.id}`))).toMatchObject({ code: 'transactions.delete.validation-error' });
    const future = await gift(daysAhead(60), 1);
    expect(await future.json()).toMatchObject({ isFutureDate: true, warnings: [{ message: 'warning-future-transaction' }] });
    // Past the horizon (a year ahead) a date is refused, not recorded.
    const tooFar = await gift('2099-01-01', 1);
    expect(tooFar.status).toBe(400);
    expect(await tooFar.json()).toMatchObject({ errors: { transactionDate: { message: 'dateTooLate' } } });
  });

  it('tells a form about a date before it is sent: an entry at that time, later entries, a future date', async () => {
    const check = (transactionDate: string) => r.admin.get(`/api/company/${orgNo}/transactions/date-check?transactionDate=${transactionDate}`).then((res) => res.json());
    // The log counts the opening (2025-01-01), the moved issue (2025-04-01) and three gifts (2025-03-01, 2025-05-01, 60 days ahead).
    expect(await check('2025-01-01')).toEqual({ existingTransactionOnDate: true, isFutureDate: false, laterTransactions: 4 });
    expect(await check('2025-02-01')).toEqual({ existingTransactionOnDate: false, isFutureDate: false, laterTransactions: 4 });
    expect(await check(daysAhead(90))).toEqual({ existingTransactionOnDate: false, isFutureDate: true, laterTransactions: 0 });
  });

  it("refuses another company's admin on every call that names an entry or the company", async () => {
    await grantTestAccess(t.orm, await createTestUser(t.orm, 'other@example.no'), await createTestCompany(t.orm, '931754289'), 'ADMIN');
    const other = new TestClient(t.app);
    await other.signIn('other@example.no', testPassword);
    expect((await other.get(`/api/transactionlog/${ids.issue}`)).status).toBe(403);
    expect((await other.delete(`/api/transaction/issue/${ids.issue}`)).status).toBe(403);
    expect((await other.post(`/api/transaction/issue/${ids.issue}`, { transactionDate: '2025-06-01' })).status).toBe(403);
    expect((await other.get(`/api/company/${orgNo}/register?date=2025-03-01`)).status).toBe(403);
    expect((await other.post('/api/transaction/liquidation', { organizationnumber: orgNo, transactionDate: '2025-06-01' })).status).toBe(403);
  });
});
