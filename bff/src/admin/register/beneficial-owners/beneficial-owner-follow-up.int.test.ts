import { BeneficialOwnerFollowUp, ShareClass, Shareholder } from '@andel/domain/server';
import type { BeneficialOwnersOverview, PortfolioFollowUps } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';
import { konsern, openOwnershipGroup } from '../../../../testing/ownership-test-setup';

// The group of ownership-test-setup.ts: Konsern AS (kept in Andel) is held 40 % by Holding En AS, 25 % by Holding To AS
// and 35 % by Ola Nordmann. Kari Nordmann holds 50 % of Holding En and 40 % of Holding To, Per Hansen 50 % and 60 %.
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await openOwnershipGroup(t));
});
afterAll(() => t.close());

const followUp = async () =>
  (await (await admin.get(`/api/portfolio/all/follow-up?filter=${encodeURIComponent(JSON.stringify({ tab: 'shareholders' }))}`)).json()) as PortfolioFollowUps;
const crossings = async () => (await followUp()).rows.find((row) => row.organisationNumber === konsern)?.items.find((item) => item.kind === 'beneficialOwnerCrossings')?.count ?? 0;
const count = async () => (await (await admin.get('/api/portfolio/follow-up/count')).json()) as { count: number; total: number };

/** Confirms a statement of everyone the registers propose today, as proposed. */
const confirmProposal = async (statementDate: string) => {
  const { proposal } = (await (await admin.get(`/api/company/${konsern}/beneficial-owners`)).json()) as BeneficialOwnersOverview;
  const owners = proposal.map((p) => ({ personKey: p.key, name: p.name, birthYear: p.birthYear, sharesInPercent: p.sharesInPercent, votesInPercent: p.votesInPercent, comment: null }));
  expect((await admin.post(`/api/company/${konsern}/beneficial-owners`, { statementDate, owners, confirm: true })).status).toBe(201);
  return proposal.map((p) => [p.name, p.sharesInPercent]);
};

describe('beneficial-owner crossings in the follow-up', () => {
  it('shows a recorded transfer that moves persons across 25 % and 50 % until a new statement is confirmed', async () => {
    // No confirmed statement yet: nothing to compare with.
    expect(await crossings()).toBe(0);
    // Per: 50 % of 40 % + all of Holding To's 25 % (he controls it with 60 %) = 45 %; Ola 35 % directly;
    // Kari: 50 % of 40 % + 40 % of 25 % = 30 %.
    expect(await confirmProposal('2026-02-01')).toEqual([['Per Hansen', '45.00'], ['Ola Nordmann', '35.00'], ['Kari Nordmann', '30.00']]);
    expect(await crossings()).toBe(0);
    expect((await admin.post('/api/portfolio/follow-up/seen')).status).toBe(200);
    expect((await count()).count).toBe(0);

    // Holding To AS gives 20 of its 25 shares to Ola: Ola 55 % (above 50 %), Holding To 5 %, so
    // Per 20 % + 5 % = 25 % (exactly 25 % is not above) and Kari 20 % + 40 % of 5 % = 22 %: both fall below.
    const em = t.orm.em.fork();
    const holders = await em.find(Shareholder, { company: { organisationNumber: konsern } });
    const id = (name: string) => holders.find((h) => h.companyName === name || h.lastName === name.split(' ').pop())!.id;
    const shareClass = await em.findOneOrFail(ShareClass, { company: { organisationNumber: konsern } });
    const transfer = await admin.post('/api/transaction/transfer', {
      organizationnumber: konsern, transactionDate: '2026-03-01T12:00:00.000Z', transactionType: 'GIFT',
      fromShareholderId: id('Holding To AS'), toShareholderId: id('Ola Nordmann'), sharetypeId: shareClass.id, numberOfShares: 20,
    });
    expect(transfer.status).toBe(201);

    expect(await crossings()).toBe(3);
    const kept = await t.orm.em.fork().findOneOrFail(BeneficialOwnerFollowUp, { company: { organisationNumber: konsern } });
    expect(kept.alerts.map((a) => [a.name, a.beforeInPercent, a.nowInPercent, a.crossed, a.direction]).sort()).toEqual([
      ['Kari Nordmann', '30.00', null, '25', 'DOWN'],
      ['Ola Nordmann', '35.00', '55.00', '50', 'UP'],
      ['Per Hansen', '45.00', null, '25', 'DOWN'],
    ]);
    // Konsern's shareholders item was seen before the transfer; with the crossings it is a new item.
    expect((await count()).count).toBe(1);
    // Asked again with nothing moved, the kept row answers (not computed again).
    const computedAt = kept.computedAt;
    expect(await crossings()).toBe(3);
    expect((await t.orm.em.fork().findOneOrFail(BeneficialOwnerFollowUp, { company: { organisationNumber: konsern } })).computedAt).toEqual(computedAt);

    // A new statement as the registers stand clears it.
    expect(await confirmProposal('2026-03-02')).toEqual([['Ola Nordmann', '55.00']]);
    expect(await crossings()).toBe(0);
  });
});
