import { modulesFor } from '@andel/domain/shared';
import { CustomRole, type Company } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
let viewer: TestClient;
const orgNo = '928471632';
let classA: string;
let classB: string;
const holders: string[] = [];

type Row = { id: string; totalShares: string; totalVotes: string; shareFraction: string; voteFraction: string; holdings: { shareTypeId: string; shares: string; votes: string }[] };
const list = async (filter: object): Promise<Row[]> =>
  (await admin.get(`/api/company/${orgNo}/shareholders/list?filter=${encodeURIComponent(JSON.stringify(filter))}`)).json();

beforeAll(async () => {
  t = await createTestApp();
  const company = await createTestCompany(t.orm, orgNo);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), company, 'ADMIN');
  admin = new TestClient(t.app);
  await admin.signIn('admin@example.no', testPassword);
  const em = t.orm.em.fork();
  const role = em.create(CustomRole, { company: em.merge(company) as Company, name: 'Regnskap', permissions: { shareholders: 'VIEW', transactions: 'VIEW' }, modules: modulesFor({ shareholders: 'VIEW', transactions: 'VIEW' }), companies: [em.merge(company) as Company] });
  await em.flush();
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'viewer@example.no'), company, 'CUSTOM', { customRoleId: role.id });
  viewer = new TestClient(t.app);
  await viewer.signIn('viewer@example.no', testPassword);
  classA = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'A', vote: '1' }).then((r) => r.json())).id;
  classB = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'B', vote: '0.1' }).then((r) => r.json())).id;
  for (let i = 0; i < 3; i++)
    holders.push((await admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON' }).then((r) => r.json())).shareholderId);
  // A: 600 A-shares; B: 200 A-shares and 1000 B-shares; C: nothing.
  const opening = await admin.post('/api/transaction/shareholdingperdate', {
    organizationnumber: orgNo,
    transactionDate: new Date(Date.UTC(2026, 0, 1, 12)).toISOString(),
    nominalValue: '1',
    shareAllocation: [
      { shareholderId: holders[0], sharetypeId: classA, numberOfShares: 600, sharenumberIntervals: '1-600' },
      { shareholderId: holders[1], sharetypeId: classA, numberOfShares: 200, sharenumberIntervals: '601-800' },
      { shareholderId: holders[1], sharetypeId: classB, numberOfShares: 1000, sharenumberIntervals: '801-1800' },
    ],
  });
  expect(opening.status).toBe(201);
});
afterAll(() => t.close());

describe('shareholder list share-class filter', () => {
  it('gives each holder fractions of all shares and votes and the holdings per class', async () => {
    const rows = await list({});
    // Votes: A 600, B 200 + 1000 x 0.1 = 300; total 900. Shares: 600 of 1800 and 1200 of 1800.
    expect(rows.map((row) => row.id)).toEqual([holders[0], holders[1]]);
    expect(Number(rows[0]!.voteFraction)).toBeCloseTo(600 / 900, 10);
    expect(Number(rows[1]!.shareFraction)).toBeCloseTo(1200 / 1800, 10);
    expect(rows[1]!.holdings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shareTypeId: classA, shares: '200' }),
        expect.objectContaining({ shareTypeId: classB, shares: '1000' }),
      ]),
    );
    expect(Number(rows[1]!.holdings.find((h) => h.shareTypeId === classB)!.votes)).toBe(100);
  });

  it('limits totals, status and fractions to one class when filtered to it', async () => {
    const rows = await list({ shareTypeId: classB });
    expect(rows.map((row) => [row.id, row.totalShares, row.shareFraction])).toEqual([[holders[1], '1000', expect.stringMatching(/^1(\.0+)?$/)]]);
    const former = await list({ shareTypeId: classB, status: 'former' });
    expect(former.map((row) => row.id).sort()).toEqual([holders[0], holders[2]].sort());
  });

  it('ranks by votes at today’s votes per share: raising class B to 1 vote puts B’s holder first', async () => {
    expect((await admin.post(`/api/sharetype/edit/${classB}`, { vote: '1' })).status).toBe(200);
    const rows = await list({});
    expect(rows.map((row) => [row.id, row.totalVotes])).toEqual([
      [holders[1], '1200.00000'],
      [holders[0], '600.00000'],
    ]);
    expect(Number(rows[0]!.voteFraction)).toBeCloseTo(1200 / 1800, 10);
    expect((await admin.post(`/api/sharetype/edit/${classB}`, { vote: '0.1' })).status).toBe(200);
  });

  it('refuses an unknown view or a malformed class id', async () => {
    const bad = (filter: object) => admin.get(`/api/company/${orgNo}/shareholders/list?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect((await bad({ view: 'pie' })).status).toBe(400);
    expect((await bad({ shareTypeId: 'x' })).status).toBe(400);
  });
});

describe('identity numbers in the shareholder list and details', () => {
  it('shows everyone the birth date, and the full identity number only to those who may edit shareholders', async () => {
    const saved = await admin.post('/api/shareholder/update', { shareholderId: holders[0], fieldName: 'nationalId', newValue: '13097248022' });
    expect(saved.status).toBe(200);
    const rowOf = async (client: TestClient) =>
      ((await (await client.get(`/api/company/${orgNo}/shareholders/list?filter=${encodeURIComponent('{"status":"all"}')}`)).json()) as Record<string, unknown>[]).find((row) => row.id === holders[0])!;
    expect(await rowOf(admin)).toMatchObject({ nationalId: '13097248022', birthDateOrOrganisationNumber: '1972-09-13' });
    const seen = await rowOf(viewer);
    expect(seen).toMatchObject({ nationalId: null, birthDateOrOrganisationNumber: '1972-09-13' });
    expect(JSON.stringify(seen)).not.toContain('13097248022');
    const details = await (await viewer.get(`/api/shareholder/${holders[0]}`)).text();
    expect(details).toContain('1972-09-13');
    expect(details).not.toContain('13097248022');
    expect(await (await admin.get(`/api/shareholder/${holders[0]}`)).json()).toMatchObject({ nationalId: '13097248022' });
  });
});
