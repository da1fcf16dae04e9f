import { Company, recomputeRegister } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister, type RegisterBody } from '../../../../testing/register-test-setup';
import { testPassword } from '../../../../testing/test-users';

// A future-dated entry is recorded (with the seed's warning) and takes effect on its date: until then today's register,
// the shareholder list and exports agree with `register?date=today`; from its date on they count it.

let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '912345720';
const day = (offset: number, from = Date.now()) => new Date(from + offset * 86_400_000).toISOString().slice(0, 10);
const start = Date.now();
const future = day(10, start);
const created = async (response: Response) => {
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
};
const h = (index: number) => r.holders[index]!;
const gift = (date: string, from: number, to: number, numberOfShares: number) =>
  r.record('transfer', date, { transactionType: 'GIFT', fromShareholderId: h(from), toShareholderId: h(to), sharetypeId: r.classA, numberOfShares });
/** The register without its date, to compare today's (no date) with a replay's. */
const rowsOf = ({ date: _date, ...register }: RegisterBody) => register;
const list = async () =>
  ((await r.admin.get(`/api/company/${orgNo}/shareholders/list?range=${encodeURIComponent('[0,99]')}`).then((response) => response.json())) as { id: string; totalShares: string }[]).map(
    (row) => [r.holders.indexOf(row.id), row.totalShares],
  );
const html = async (date?: string) => {
  const text = await r.admin.get(`/api/shareholder/export/${orgNo}?format=HTML&content=full&language=en${date ? `&date=${date}` : ''}`).then((response) => response.text());
  return text.replace(/\d{4}-\d{2}-\d{2}/g, 'DATE');
};

beforeAll(async () => {
  t = await createTestApp();
  r = await openTestRegister(t, orgNo, 3);
  await created(await r.record('shareholdingperdate', '2025-01-01', { nominalValue: '1', shareAllocation: [{ shareholderId: h(0), sharetypeId: r.classA, numberOfShares: 100 }] }));
});
afterAll(() => {
  vi.useRealTimers();
  return t.close();
});

describe('a transfer dated in the future', () => {
  it('is recorded with a warning and counted by no view of today', async () => {
    expect(await created(await gift(future, 0, 1, 30))).toMatchObject({ isFutureDate: true, warnings: [{ message: 'warning-future-transaction' }] });
    expect(rowsOf(await r.register())).toEqual(rowsOf(await r.register(day(0))));
    expect(await r.numbers()).toEqual({ '0A': '1-100' });
    expect(await list()).toEqual([[0, '100']]);
    expect(await html()).toEqual(await html(day(-1)));
    expect(await r.numbers(future)).toEqual({ '0A': '31-100', '1A': '1-30' });
  });

  it('leaves its shares to it when an entry dated before it is recorded, and counts that one today', async () => {
    // Holder 0 may give 60 of its 100 today: the 30 promised on the future date stay with it.
    expect(await created(await gift(day(-1), 0, 2, 60))).toMatchObject({ laterTransactions: 1 });
    expect(await r.numbers()).toEqual({ '0A': '1-30,91-100', '2A': '31-90' });
    expect(rowsOf(await r.register())).toEqual(rowsOf(await r.register(day(0))));
    expect(await list()).toEqual([[2, '60'], [0, '40']]);
    expect(await html()).toEqual(await html(day(-1)));
    expect(await r.numbers(future)).toEqual({ '0A': '91-100', '1A': '1-30', '2A': '31-90' });
    // What the future entry needs is not there to give: refused, not recorded.
    expect((await gift(day(0), 0, 2, 11)).status).toBe(400);
  });

  it('is counted by today\'s views from its date on, as a recomputation counts it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${day(11, start)}T08:00:00Z`) });
    await r.admin.signIn(`admin-${orgNo.toLowerCase()}@example.no`, testPassword);
    expect(await r.numbers()).toEqual({ '0A': '91-100', '1A': '1-30', '2A': '31-90' });
    expect(rowsOf(await r.register())).toEqual(rowsOf(await r.register(future)));
    expect(await list()).toEqual([[2, '60'], [1, '30'], [0, '10']]);
    expect(await html()).toEqual(await html(future));
    const before = await r.register();
    const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo });
    await recomputeRegister({ em: t.orm.em.fork(), company });
    expect(await r.register()).toEqual(before);
  });
});
