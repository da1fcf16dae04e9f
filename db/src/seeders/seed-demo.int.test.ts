import { Company, findCompanyMatterFollowUps, findSchedule, getRegister, Holding, recomputeRegister, verifyTransactionLog } from '@andel/domain/server';
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

describe('demo board meeting', () => {
  it("puts a sent board meeting with two matters in Nordlys Teknologi AS's schedule a week ahead, waiting for the chair's votes", async () => {
    const em = database.orm.em.fork();
    const nordlys = await em.findOneOrFail(Company, { name: 'Nordlys Teknologi AS' });
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const schedule = await findSchedule({ em, company: nordlys, audience: 'boardMember', query: { from: inAWeek, to: inAWeek } });
    expect(schedule.entries).toEqual([expect.objectContaining({ title: 'Styremøte (1)', start: `${inAWeek}T16:00`, sent: true })]);
    const waiting = await findCompanyMatterFollowUps({ em, company: nordlys, tab: 'votes' });
    expect(waiting.rows).toEqual([expect.objectContaining({ projectName: 'Styremøte', expected: 2, given: 0, waitingOn: ['Ingrid Haugen'] })]);
  });
});
