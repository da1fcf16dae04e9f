import { Company, recomputeRegister } from '@andel/domain/server';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';

// Votes per share are dated values: a change applies from its date on, and the register of an earlier date (what a
// meeting of that date tallies) keeps the votes that applied then.

let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '912345712';
const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const votesOf = async (date?: string) => (await r.register(date)).totalVotes;

beforeAll(async () => {
  t = await createTestApp();
  r = await openTestRegister(t, orgNo, 2);
  const opened = await r.record('shareholdingperdate', '2025-01-01', {
    nominalValue: '1',
    shareAllocation: [
      { shareholderId: r.holders[0], sharetypeId: r.classA, numberOfShares: 100 },
      { shareholderId: r.holders[1], sharetypeId: r.classB, numberOfShares: 100 },
    ],
  });
  expect(opened.status).toBe(201);
});
afterAll(() => t.close());

describe('changing votes per share', () => {
  it('from today leaves every earlier date with the votes it had', async () => {
    expect(await votesOf('2025-06-01')).toBe('110');
    expect((await r.admin.post(`/api/sharetype/edit/${r.classA}`, { vote: '2' })).status).toBe(200);
    expect(await votesOf()).toBe('210');
    expect(await votesOf(today)).toBe('210');
    expect(await votesOf('2025-06-01')).toBe('110');
  });

  it('from a past date changes the register from that date on, and no earlier', async () => {
    expect((await r.admin.post(`/api/sharetype/edit/${r.classB}`, { vote: '1', votesFrom: '2025-03-01' })).status).toBe(200);
    expect(await votesOf('2025-02-28')).toBe('110');
    expect(await votesOf('2025-03-01')).toBe('200');
    expect(await votesOf()).toBe('300');
  });

  it('is not dated in the future, and a recomputation keeps every date as it was', async () => {
    const refused = await r.admin.post(`/api/sharetype/edit/${r.classA}`, { vote: '5', votesFrom: tomorrow });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toMatchObject({ votesFrom: { message: 'dateTooLate' } });
    const before = await Promise.all([r.register(), r.register('2025-02-01'), r.register('2025-06-01')]);
    const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo });
    await recomputeRegister({ em: t.orm.em.fork(), company });
    expect(await Promise.all([r.register(), r.register('2025-02-01'), r.register('2025-06-01')])).toEqual(before);
  });

  it('shows in a past-dated register export the votes per share of that date, in the classes\' table as in the holders\' votes', async () => {
    // Class A: 1 vote until today's change to 2; class B: 0.1 until 2025-03-01, then 1.
    const votesPerShareIn = async (date: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await r.admin.get(`/api/shareholder/export/${orgNo}?format=EXCEL&content=full&language=en&date=${date}`).then((res) => res.arrayBuffer()));
      const company = workbook.worksheets[1]!;
      const rows = company.getSheetValues().filter((row): row is ExcelJS.CellValue[] => Array.isArray(row));
      const header = rows.findIndex((row) => row.includes('Votes per share'));
      return Object.fromEntries(rows.slice(header + 1).filter((row) => row[1] === 'A' || row[1] === 'B').map((row) => [row[1], row[3]]));
    };
    expect(await votesPerShareIn('2025-02-28')).toEqual({ A: 1, B: 0.1 });
    expect(await votesPerShareIn('2025-06-01')).toEqual({ A: 1, B: 1 });
    expect(await votesPerShareIn(today)).toEqual({ A: 2, B: 1 });
  });
});
