import type { BeneficialOwnersOverview } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';
import { konsern, openOwnershipGroup } from '../../../../testing/ownership-test-setup';

// The group of ownership-test-setup.ts: Konsern AS (kept in Andel) with its owners and subsidiaries in the public register.
let t: TestApp;
let admin: TestClient;
let holder: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, holder } = await openOwnershipGroup(t));
});
afterAll(() => t.close());

describe('beneficial owners', () => {
  it('proposes a person who owns 30 % through two companies, with the chains', async () => {
    const overview = (await (await admin.get(`/api/company/${konsern}/beneficial-owners`)).json()) as BeneficialOwnersOverview;
    expect(overview.proposal.map((p) => [p.name, p.sharesInPercent])).toEqual([['Per Hansen', '45.00'], ['Ola Nordmann', '35.00'], ['Kari Nordmann', '30.00']]);
    const kari = overview.proposal.find((p) => p.name === 'Kari Nordmann')!;
    expect(kari.chains.map((c) => [c.links.map((l) => `${l.ownerName} ${l.ownershipInPercent} % ${l.ownedName}`), c.sharesInPercent])).toEqual([
      [['Kari Nordmann 50.00 % Holding En AS', 'Holding En AS 40.00 % Konsern AS'], '20.00'],
      [['Kari Nordmann 40.00 % Holding To AS', 'Holding To AS 25.00 % Konsern AS'], '10.00'],
    ]);
    expect(overview.alerts).toEqual([]);
  });

  it('keeps a confirmed statement with a log, edits a draft, and alerts when someone crosses 25 %', async () => {
    const { proposal } = (await (await admin.get(`/api/company/${konsern}/beneficial-owners`)).json()) as BeneficialOwnersOverview;
    const owners = proposal.filter((p) => p.name !== 'Kari Nordmann').map((p) => ({ personKey: p.key, name: p.name, birthYear: p.birthYear, sharesInPercent: p.sharesInPercent, votesInPercent: p.votesInPercent, comment: null }));
    const draft = await admin.post(`/api/company/${konsern}/beneficial-owners`, { statementDate: '2026-02-01', owners, confirm: false });
    expect(draft.status).toBe(201);
    const statement = await draft.json();
    expect(statement.owners[0]).toMatchObject({ name: 'Per Hansen', proposed: true, chains: [{}, {}] });
    const per = statement.owners[0].id;
    expect((await admin.put(`/api/company/${konsern}/beneficial-owners/${statement.id}/owners/${per}`, { sharesInPercent: '45', votesInPercent: '45', comment: 'Checked' })).status).toBe(200);
    expect((await admin.put(`/api/company/${konsern}/beneficial-owners/${statement.id}/confirm`)).status).toBe(200);
    expect((await admin.put(`/api/company/${konsern}/beneficial-owners/${statement.id}/confirm`)).status).toBe(409);

    const log = await (await admin.get(`/api/company/${konsern}/beneficial-owners/${statement.id}/log?beneficialOwnerId=${per}`)).json();
    expect(log.map((e: { type: string; after: { comment: string | null } }) => [e.type, e.after?.comment])).toEqual([['beneficialOwners.statementCreated', null], ['beneficialOwners.ownerChanged', 'Checked']]);
    // Kari (30 %) was left off the confirmed statement: the registers show her above 25 %.
    const { alerts } = (await (await admin.get(`/api/company/${konsern}/beneficial-owners`)).json()) as BeneficialOwnersOverview;
    expect(alerts).toEqual([expect.objectContaining({ name: 'Kari Nordmann', beforeInPercent: null, nowInPercent: '30.00', crossed: '25', direction: 'UP' })]);
  });

  it('refuses bad percentages and another company\'s statement, writing nothing', async () => {
    const bad = await admin.post(`/api/company/${konsern}/beneficial-owners`, { statementDate: '2026-02-01', owners: [{ personKey: null, name: 'X', birthYear: null, sharesInPercent: '130', votesInPercent: '1', comment: null }] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('beneficialOwners.invalidPercent');
    expect((await admin.get(`/api/company/${konsern}/beneficial-owners/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await holder.get(`/api/company/${konsern}/beneficial-owners`)).status).toBeGreaterThanOrEqual(403);
  });
});

describe("the portfolio's beneficial-owners tab", () => {
  it('lists the starred companies the user administers with the persons proposed and the alerts', async () => {
    expect(await (await admin.get('/api/portfolio/all/beneficial-owners')).json()).toEqual([]);
    expect((await admin.put(`/api/user/star-company/${konsern}/ADMIN`)).status).toBeLessThan(300);
    const rows = await (await admin.get('/api/portfolio/all/beneficial-owners')).json();
    expect(rows).toEqual([expect.objectContaining({ organisationNumber: konsern, name: 'Konsern AS', proposed: ['Per Hansen', 'Ola Nordmann', 'Kari Nordmann'] })]);
    expect((await admin.get('/api/portfolio/board_member/beneficial-owners')).status).toBeGreaterThanOrEqual(400);
  });
});
