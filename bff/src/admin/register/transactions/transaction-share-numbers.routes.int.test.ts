import { Company, recomputeRegister } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';

// A transfer without share numbers takes numbers the giver holds on its date and that no later entry needs, so only
// what the holding cannot cover is refused: back-dated, and when many clients send at once.

let t: TestApp;
const created = async (response: Response) => {
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = async (r: Awaited<ReturnType<typeof openTestRegister>>, orgNo: string) => {
  const now = await r.register();
  const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo });
  await recomputeRegister({ em: t.orm.em.fork(), company });
  expect(await r.register()).toEqual(now);
};

describe('a back-dated transfer without share numbers', () => {
  it('takes the numbers a later entry does not give away', async () => {
    const orgNo = '912345690';
    const r = await openTestRegister(t, orgNo, 3);
    const gift = (date: string, from: number, to: number, numberOfShares: number, shareNumbers?: string) =>
      r.record('transfer', date, { transactionType: 'GIFT', fromShareholderId: r.holders[from], toShareholderId: r.holders[to], sharetypeId: r.classA, numberOfShares, shareNumbers });
    await created(await r.record('shareholdingperdate', '2025-01-01', { nominalValue: '1', shareAllocation: [{ shareholderId: r.holders[0], sharetypeId: r.classA, numberOfShares: 100 }] }));
    await created(await gift('2025-02-01', 0, 1, 10)); // 1-10
    await created(await gift('2025-06-01', 0, 1, 87)); // 11-97; 98-100 stay with holder 0
    // On 2025-03-01 holder 0 had 90 (11-100); 11-97 are given on 2025-06-01, so 98-100 are the ones free.
    expect(await created(await gift('2025-03-01', 0, 2, 3))).toMatchObject({ laterTransactions: 1 });
    expect(await r.numbers()).toEqual({ '1A': '1-97' , '2A': '98-100' });
    expect(await r.numbers('2025-03-01')).toEqual({ '0A': '11-97', '1A': '1-10', '2A': '98-100' });
    // What the holding cannot cover is still refused: holder 0 has nothing left that 2025-06-01 does not need.
    const refused = await gift('2025-04-01', 0, 2, 1);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: 'insufficientShares' });
    await verify(r, orgNo);
  });
});

describe('50 concurrent gifts of 10 shares from a holder with 90', () => {
  it('records 9 and refuses 41, whatever order they reach the register in', async () => {
    const orgNo = '912345704';
    const r = await openTestRegister(t, orgNo, 2);
    await created(await r.record('shareholdingperdate', '2025-01-01', { nominalValue: '1', shareAllocation: [{ shareholderId: r.holders[0], sharetypeId: r.classA, numberOfShares: 90 }] }));
    // Each on its own day, the latest sent first and the rest shuffled, so they reach the register dated before one already recorded.
    const days = Array.from({ length: 50 }, (_, i) => new Date(Date.UTC(2025, 1, 1 + i)).toISOString().slice(0, 10));
    const shuffled = [days[49]!, ...days.slice(0, 49).map((day, i) => ({ day, key: (i * 37) % 49 })).sort((a, b) => a.key - b.key).map(({ day }) => day)];
    const responses = await Promise.all(
      shuffled.map((day) => r.record('transfer', day, { transactionType: 'GIFT', fromShareholderId: r.holders[0], toShareholderId: r.holders[1], sharetypeId: r.classA, numberOfShares: 10 })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(9);
    expect(statuses.filter((status) => status === 400)).toHaveLength(41);
    expect(await r.numbers()).toEqual({ '1A': '1-90' });
    await verify(r, orgNo);
  });
});
