import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';

let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '974760673';
// Dates without a time are recorded at noon in Oslo: 11:00 UTC in winter.
const ids: Record<string, string> = {};
type Entry = { id: string; transactionType: string; transactionDate: string; isPending: boolean };
const listed = async (id: string): Promise<Entry> => (await r.admin.get(`/api/transactionlog/all/${orgNo}`).then((res) => res.json())).find((entry: Entry) => entry.id === id);
const details = (id: string) => r.admin.get(`/api/transactionlog/${id}`).then((res) => res.json());

beforeAll(async () => {
  t = await createTestApp();
  r = await openTestRegister(t, orgNo, 2);
  const record = async (name: string, type: string, date: string, body: Record<string, unknown>) => {
    const response = await r.record(type, date, body);
    if (response.status !== 201) throw new Error(await response.text());
    ids[name] = (await response.json()).id;
  };
  await record('opening', 'shareholdingperdate', '2025-01-01', { nominalValue: '1', shareAllocation: [{ shareholderId: r.holders[0], sharetypeId: r.classA, numberOfShares: 1000 }] });
  await record('issue', 'issue', '2025-02-01', { isPending: true, shareAllocation: [{ shareholderId: r.holders[1], sharetypeId: r.classA, numberOfShares: 250, sharePrice: '4' }] });
  await record('nominal', 'increasenominalvalue', '2025-03-01', { isPending: true, increaseInNominalValue: '0.5' });
});
afterAll(() => t.close());

describe('entering the registration date of a pending issue (seed 001: "enter registration date")', () => {
  it('moves the pending issue to its registration date and ends its pending state, in the log and in the details', async () => {
    expect(await listed(ids.issue!)).toMatchObject({ transactionType: 'ISSUE', isPending: true });
    const registered = await r.admin.post(`/api/transaction/issue/${ids.issue}`, { transactionDate: '2025-02-20' });
    expect(registered.status).toBe(200);
    expect(await listed(ids.issue!)).toMatchObject({ transactionDate: '2025-02-20T11:00:00.000Z', isPending: false });
    expect(await details(ids.issue!)).toMatchObject({ isPending: false, transactionDate: '2025-02-20T11:00:00.000Z', corrections: [{ correction: 'REGISTER' }] });
    // 1000 opening shares, then 250 issued: numbers 1001-1250 for the subscriber.
    expect(await r.numbers()).toEqual({ '0A': '1-1000', '1A': '1001-1250' });
    expect(await r.numbers('2025-02-10')).toEqual({ '0A': '1-1000' });
    // The nominal value increase waits still.
    expect(await listed(ids.nominal!)).toMatchObject({ transactionType: 'INCREASE_NOMINAL_VALUE', isPending: true });
  });

  it('a later date change of the registered issue is a plain REDATE; it stays registered', async () => {
    expect((await r.admin.post(`/api/transaction/issue/${ids.issue}`, { transactionDate: '2025-02-22' })).status).toBe(200);
    expect(await details(ids.issue!)).toMatchObject({ isPending: false, transactionDate: '2025-02-22T11:00:00.000Z', corrections: [{ correction: 'REGISTER' }, { correction: 'REDATE' }] });
  });

  it('registers the nominal value increase the same way; the hash chain still verifies', async () => {
    expect((await r.admin.post(`/api/transaction/increasenominalvalue/${ids.nominal}`, { transactionDate: '2025-03-15' })).status).toBe(200);
    expect(await listed(ids.nominal!)).toMatchObject({ transactionDate: '2025-03-15T11:00:00.000Z', isPending: false });
    expect(await r.admin.get(`/api/transactionlog/verify/${orgNo}`).then((res) => res.json())).toMatchObject({ ok: true, entries: 6 });
  });

  it('a date change of an entry that was never pending stays a REDATE', async () => {
    expect((await r.admin.post(`/api/transaction/shareholdingperdate/${ids.opening}`, { transactionDate: '2024-12-31' })).status).toBe(200);
    expect(await details(ids.opening!)).toMatchObject({ isPending: false, corrections: [{ correction: 'REDATE' }] });
  });
});
