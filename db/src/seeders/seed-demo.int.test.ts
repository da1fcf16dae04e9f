import { BoardMinutes, Company, getBoardMinutes, getRegister, Holding, recomputeRegister, verifyTransactionLog } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import { seedDemo } from './seed-demo';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.orm);
});
afterAll(() => database.close());

const holdingsOf = async (company: Company) =>
  (await database.orm.em.fork().find(Holding, { company }, { orderBy: { shareholder: 'asc', shareClass: 'asc' } })).map((holding) => ({
    shareholder: holding.shareholder.id,
    shareClass: holding.shareClass.id,
    shares: holding.shares,
    shareNumbers: holding.shareNumbers,
  }));

describe('demo register', () => {
  it('builds every demo company a valid chain whose replay equals the read model kept on each append', async () => {
    const em = database.orm.em.fork();
    for (const company of await em.find(Company, {})) {
      expect(await verifyTransactionLog({ em, company })).toMatchObject({ ok: true });
      const incremental = await holdingsOf(company);
      const today = await getRegister({ em: em.fork(), company });
      expect(incremental.length).toBeGreaterThan(0);
      await recomputeRegister({ em: em.fork(), company });
      expect(await holdingsOf(company)).toEqual(incremental);
      expect(await getRegister({ em: em.fork(), company, date: '2099-12-31' })).toEqual({ ...today, date: '2099-12-31' });
    }
  });
});

describe('demo governance', () => {
  it('gives Nordlys a past board meeting, its notice sent and voted on, with minutes stating each outcome', async () => {
    const em = database.orm.em.fork();
    const saved = await (await em.find(BoardMinutes, {}, { populate: ['project.company'] }))[0]!;
    expect(saved.project.company.name).toBe('Nordlys Teknologi AS');
    const minutes = await getBoardMinutes({ em, company: saved.project.company, projectId: saved.project.id });
    expect(minutes.meetingDate < new Date().toISOString().slice(0, 10)).toBe(true);
    expect(minutes.matters.map(({ result, outcomeTexts }) => [result.outcome, outcomeTexts[0]?.text])).toEqual([
      ['ADOPTED', 'Styret godkjente budsjettet enstemmig.'],
      ['REJECTED', 'Forslaget falt. Daglig leder undersøker rimeligere lokaler.'],
    ]);
    expect(minutes.isLocked).toBe(false);
  });
});
