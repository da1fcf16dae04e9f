import { Company, recomputeRegister, snapshotSpacing } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';

let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '923609016';
const h = (index: number) => r.holders[index]!;
const code = async (response: Response) => ((await response.json()) as { error?: { code: string } }).error?.code;
const created = async (response: Response) => {
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
};

beforeAll(async () => {
  // A snapshot after every entry, so every past date below is read from one.
  snapshotSpacing.entries = 1;
  t = await createTestApp();
  r = await openTestRegister(t, orgNo);
});
afterAll(() => t.close());

// One company's register through every transaction type, in date order; each step states the register it leaves.
describe('every transaction type through POST /transaction/{type}', () => {
  it('shareholdingperdate: 600 and 400 class A shares at nominal 1.50 make 1,000 shares and 1,500 in capital', async () => {
    await created(
      await r.record('shareholdingperdate', '2024-01-01', {
        nominalValue: '1,50',
        shareAllocation: [
          { shareholderId: h(0), sharetypeId: r.classA, numberOfShares: 600 },
          { shareholderId: h(1), sharetypeId: r.classA, numberOfShares: 400 },
        ],
      }),
    );
    expect(await r.numbers()).toEqual({ '0A': '1-600', '1A': '601-1000' });
    expect(await r.register()).toMatchObject({ totalShares: '1000', nominalValue: '1.5', shareCapital: '1500' });
  });

  it('issue: 100 shares at 10 are numbered 1001-1100; a price below the nominal value is refused', async () => {
    const line = (sharePrice: string) => ({ shareAllocation: [{ shareholderId: h(2), sharetypeId: r.classA, numberOfShares: 100, sharePrice }] });
    expect(await code(await r.record('issue', '2024-02-01', line('1.49')))).toBe('greater-than-nominal');
    await created(await r.record('issue', '2024-02-01', line('10')));
    expect((await r.numbers())['2A']).toBe('1001-1100');
  });

  it('transfer: a sale of 10 moves the seller’s lowest numbers, 601-610', async () => {
    const sale = { transactionType: 'BUY_SELL', pricePerShare: '12.5', fromShareholderId: h(1), toShareholderId: h(3), sharetypeId: r.classA, numberOfShares: 10 };
    expect(await created(await r.record('transfer', '2024-03-01', sale))).toMatchObject({ transactionType: 'BUY_SELL' });
    expect(await r.numbers()).toMatchObject({ '1A': '611-1000', '3A': '601-610' });
  });

  it('sellall: every share of the seller goes to the buyer, numbers kept', async () => {
    expect(await created(await r.record('sellall', '2024-04-01', { transactionType: 'GIFT', fromShareholderId: h(3), toShareholderId: h(4) }))).toMatchObject({ transactionType: 'GIFT' });
    const numbers = await r.numbers();
    expect(numbers['4A']).toBe('601-610');
    expect(numbers['3A']).toBeUndefined();
  });

  it('sharecancellation: 50 of 1001-1100 cancels the lowest, 1001-1050, and the total falls to 1,050', async () => {
    await created(await r.record('sharecancellation', '2024-05-01', { shareholderId: h(2), sharetypeId: r.classA, numberOfShares: 50 }));
    expect((await r.numbers())['2A']).toBe('1051-1100');
    expect((await r.register()).totalShares).toBe('1050');
  });

  it('conversionofshares: 100 A shares become B with the same numbers; votes 500 × 1 + 100 × 0.1 = 510', async () => {
    await created(await r.record('conversionofshares', '2024-06-01', { shareholderId: h(0), fromSharetypeId: r.classA, toSharetypeId: r.classB, numberOfShares: 100 }));
    expect(await r.numbers()).toMatchObject({ '0A': '101-600', '0B': '1-100' });
    expect((await r.register()).rows.find((row) => row.shareholderId === h(0))).toMatchObject({ totalShares: '600', totalVotes: '510' });
  });

  it('sharesplit 1:2: 2,100 shares renumbered in order of their lowest numbers, nominal 0.75, capital unchanged', async () => {
    await created(await r.record('sharesplit', '2024-07-01', { ratioFrom: 1, ratioTo: 2 }));
    expect(await r.numbers()).toEqual({ '0B': '1-200', '0A': '201-1200', '4A': '1201-1220', '1A': '1221-2000', '2A': '2001-2100' });
    expect(await r.register()).toMatchObject({ totalShares: '2100', nominalValue: '0.75', shareCapital: '1575' });
  });

  it('sharereversesplit 2:1: back to 1,050 shares at 1.50; a ratio that leaves fractions is refused', async () => {
    expect(await code(await r.record('sharereversesplit', '2024-08-01', { ratioFrom: 3, ratioTo: 1 }))).toBe('illegalSplitRatio');
    await created(await r.record('sharereversesplit', '2024-08-01', { ratioFrom: 2, ratioTo: 1 }));
    expect(await r.numbers()).toEqual({ '0B': '1-100', '0A': '101-600', '4A': '601-610', '1A': '611-1000', '2A': '1001-1050' });
    expect(await r.register()).toMatchObject({ totalShares: '1050', nominalValue: '1.5', shareCapital: '1575' });
  });

  it('increasenominalvalue: +0.50 gives 2.00 and 2,100 in capital', async () => {
    await created(await r.record('increasenominalvalue', '2024-09-01', { increaseInNominalValue: '0.5' }));
    expect(await r.register()).toMatchObject({ nominalValue: '2', shareCapital: '2100' });
  });

  it('reductionofnominalvalue: −0.25 gives 1.75 and 1,837.50 in capital; reducing to 0 is refused', async () => {
    expect(await code(await r.record('reductionofnominalvalue', '2024-10-01', { reductionInNominalValue: '2' }))).toBe('nominalValueError');
    await created(await r.record('reductionofnominalvalue', '2024-10-01', { reductionInNominalValue: '0.25' }));
    expect(await r.register()).toMatchObject({ nominalValue: '1.75', shareCapital: '1837.5' });
  });

  it('paydividend: 2.50 per A share and 0.333 per B share pay 500 × 2.5 + 100 × 0.333 = 1,283.30 to the first holder', async () => {
    const entry = await created(
      await r.record('paydividend', '2024-11-01', {
        amountsPerShare: [
          { sharetypeId: r.classA, amountPerShare: '2.5' },
          { sharetypeId: r.classB, amountPerShare: '0.333' },
        ],
      }),
    );
    const dividend = entry.effects.stateChanges[0];
    expect(dividend.payments.find((payment: { shareholderId: string }) => payment.shareholderId === h(0))).toEqual({ shareholderId: h(0), exactAmount: '1283.3', amount: '1283.30' });
    // 1,050 − 100 B shares = 950 A shares × 2.5 = 2,375, plus 33.30.
    expect(dividend.total).toBe('2408.30');
  });

  it('registergroupcontribution: recorded with its amount and counterparty, no shares move', async () => {
    const before = await r.numbers();
    const entry = await created(await r.record('registergroupcontribution', '2024-12-01', { amount: '100000', counterparty: 'Nordvest Holding AS' }));
    expect(entry.effects.stateChanges).toEqual([{ kind: 'groupContribution', amount: '100000', counterparty: 'Nordvest Holding AS' }]);
    expect(await r.numbers()).toEqual(before);
  });

  it('conversionfromisin: recorded with the ISIN; a malformed ISIN is refused', async () => {
    expect((await r.record('conversionfromisin', '2025-01-01', { isin: 'NO12' })).status).toBe(400);
    const entry = await created(await r.record('conversionfromisin', '2025-01-01', { isin: 'no0010096985' }));
    expect(entry.effects.stateChanges).toEqual([{ kind: 'isinConversion', isin: 'NO0010096985' }]);
  });

  it('merger: 30 consideration shares numbered after the highest number, 1051-1080', async () => {
    await created(await r.record('merger', '2025-02-01', { absorbedCompany: '974760673', shareAllocation: [{ shareholderId: h(5), sharetypeId: r.classA, numberOfShares: 30 }] }));
    expect((await r.numbers())['5A']).toBe('1051-1080');
    expect((await r.register()).totalShares).toBe('1080');
  });

  it('the register replayed for today equals the read model; for a past date it is the register of that day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await r.register(today)).toEqual({ ...(await r.register()), date: today });
    expect(await r.numbers('2024-03-15')).toEqual({ '0A': '1-600', '1A': '611-1000', '2A': '1001-1100', '3A': '601-610' });
    expect(await r.register('2024-07-15')).toMatchObject({ totalShares: '2100', nominalValue: '0.75' });
  });

  it('recomputing the read model from the log changes nothing, nor the register at past dates or the list', async () => {
    const dates = ['2024-01-31', '2024-03-15', '2024-05-15', '2024-07-15', '2024-09-15', '2024-12-31'];
    const list = () => r.admin.get(`/api/company/${orgNo}/shareholders/list?range=${encodeURIComponent('[0,99]')}`).then((response) => response.json());
    const before = await Promise.all([r.register(), list(), ...dates.map((date) => r.register(date))]);
    const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo });
    await recomputeRegister({ em: t.orm.em.fork(), company });
    expect(await Promise.all([r.register(), list(), ...dates.map((date) => r.register(date))])).toEqual(before);
    // Without snapshots, every past date is a replay from the first entry.
    snapshotSpacing.entries = 1_000_000;
    await recomputeRegister({ em: t.orm.em.fork(), company });
    expect(await Promise.all([r.register(), list(), ...dates.map((date) => r.register(date))])).toEqual(before);
    snapshotSpacing.entries = 1;
  });

  it('lists each holder with the totals of the register', async () => {
    const { rows } = await r.register();
    const listed: { id: string; totalShares: string; totalVotes: string }[] = await r.admin
      .get(`/api/company/${orgNo}/shareholders/list?range=${encodeURIComponent('[0,99]')}`)
      .then((response) => response.json());
    const byId = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(listed.map((row) => [row.id, row.totalShares, Number(row.totalVotes)]).sort(byId)).toEqual(rows.map((row) => [row.shareholderId, row.totalShares, Number(row.totalVotes)]).sort(byId));
  });

  it('liquidation: every share goes back to the company and the register closes', async () => {
    await created(await r.record('liquidation', '2025-03-01', {}));
    expect(await r.register()).toMatchObject({ rows: [], totalShares: '0' });
    expect(await code(await r.record('conversionfromisin', '2025-04-01', { isin: 'NO0010096985' }))).toBe('companyLiquidated');
  });

  it('incorporation: the founders’ shares, with a positive nominal value', async () => {
    const other = await openTestRegister(t, '982463718', 2);
    const founders = (nominalValue: string) => ({ nominalValue, shareAllocation: [{ shareholderId: other.holders[0], sharetypeId: other.classA, numberOfShares: 30000 }] });
    expect(await code(await other.record('incorporation', '2025-01-01', founders('0')))).toBe('nominalValueError');
    expect(await created(await other.record('incorporation', '2025-01-01', founders('1')))).toMatchObject({ transactionType: 'INCORPORATION' });
    expect(await other.register()).toMatchObject({ totalShares: '30000', shareCapital: '30000' });
  });
});
