import { Company, recomputeRegister } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
let company: Company;
const orgNo = '928471632';
const day = (n: number) => new Date(Date.UTC(2026, 1, n, 12)).toISOString();

const query = async <T>(sql: string, params: unknown[] = [company.id]) => (await t.orm.em.fork().getConnection().execute(sql, params)) as T[];
/** The maintained company totals, and the same summed from the holder totals (zero when the company has no row). */
const maintained = () =>
  query<{ shares: string; votes: string; holders: string }>(
    `select coalesce(sum(shares), 0)::text as shares, coalesce(sum(votes), 0)::text as votes, coalesce(sum(holders), 0)::text as holders from company_register_total where company_id = ?`,
  );
const computed = () =>
  query<{ shares: string; votes: string; holders: string }>(
    `select coalesce(sum(shares), 0)::text as shares, coalesce(sum(votes), 0)::text as votes, count(*)::text as holders from shareholder_total where company_id = ?`,
  );
const expectMaintained = async (holders: number) => {
  const [kept] = await maintained();
  expect(kept).toEqual((await computed())[0]);
  expect(kept!.holders).toBe(String(holders));
};

type Row = { id: string; totalShares: string; totalVotes: string; shareFraction: string; voteFraction: string };
const list = async (filter: object = {}) => {
  const response = await admin.get(`/api/company/${orgNo}/shareholders/list?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,1]`);
  expect(response.status).toBe(200);
  return { rows: (await response.json()) as Row[], total: Number(response.headers.get('content-range')!.split('/')[1]) };
};
const classes = async () => Object.fromEntries((await query<{ id: string; code: string }>('select id, code from share_class where company_id = ?')).map(({ id, code }) => [code, id]));
const transfer = async (date: string, from: string, to: string, sharetypeId: string, numberOfShares: number) => {
  const response = await admin.post('/api/transaction/transfer', { organizationnumber: orgNo, transactionDate: date, transactionType: 'GIFT', fromShareholderId: from, toShareholderId: to, sharetypeId, numberOfShares });
  expect(response.status, await response.clone().text()).toBe(201);
};

let kari: string;
let fjord: string;
let per: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await createTestCompany(t.orm, orgNo);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), company, 'ADMIN');
  admin = new TestClient(t.app);
  await admin.signIn('admin@example.no', testPassword);
});
afterAll(() => t.close());

describe('company register totals (maintained by triggers on the holder totals)', () => {
  it('follow an import, transfers in and out, back-dating, a votes change, a recomputation and a deletion', async () => {
    await expectMaintained(0);
    expect(await list()).toEqual({ rows: [], total: 0 });

    const opening = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
      transactionDate: '2026-01-01',
      nominalValue: '1',
      shareholders: [
        { rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', identification: '13097248022', numberOfShares: '600', shareNumbers: '1-600' } },
        { rowNumber: 3, values: { type: 'selskap', name: 'Fjord Invest AS', identification: '923609016', numberOfShares: '300', 'shares.A': '100', shareNumbers: '601-1000' } },
        { rowNumber: 4, values: { type: 'person', name: 'Per Uten Aksjer' } },
      ],
    });
    expect(opening.status).toBe(201);
    [kari, fjord, per] = (await opening.json()).shareholders.map((holder: { shareholderId: string }) => holder.shareholderId);
    await expectMaintained(2);
    const { COMMON: common, A: classA } = await classes();

    // Per enters, Fjord leaves class A (keeps COMMON), Kari gives everything away and leaves the register.
    await transfer(day(1), kari, per, common!, 100);
    await expectMaintained(3);
    await transfer(day(3), fjord, kari, classA!, 100);
    await expectMaintained(3);
    await transfer(day(5), kari, fjord, common!, 500);
    await transfer(day(7), kari, per, classA!, 100);
    await expectMaintained(2);
    // Back-dated before the last two: the read model is replayed.
    await transfer(day(2), fjord, kari, common!, 10);
    await expectMaintained(3);

    const issue = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
      transactionDate: '2026-03-01',
      shareholders: [{ rowNumber: 2, values: { type: 'person', name: 'Nora Berg', identification: '29029648784', numberOfShares: '50' } }],
    });
    expect(issue.status).toBe(201);
    await expectMaintained(4);

    expect((await admin.post(`/api/sharetype/edit/${classA}`, { vote: '0.1' })).status).toBe(200);
    await expectMaintained(4);
    expect((await maintained())[0]!.votes).toBe('960.00000');

    const before = await maintained();
    await recomputeRegister({ em: t.orm.em.fork(), company: await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo }) });
    expect(await maintained()).toEqual(before);
    await expectMaintained(4);

    // A holder's total deleted (as a shareholder's cascade does) comes off the company's.
    await query(`delete from shareholder_total where shareholder_id = ?`, [per]);
    await expectMaintained(3);
    await recomputeRegister({ em: t.orm.em.fork(), company: await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo }) });
    await expectMaintained(4);
  });

  it('gives the list the same count and fractions as summing every holder, and counts filtered lists', async () => {
    const [sums] = await computed();
    const { rows, total } = await list();
    expect(total).toBe(Number(sums!.holders));
    const [top] = await query<{ shares: string; votes: string }>('select shares::text, votes::text from shareholder_total where shareholder_id = ?', [rows[0]!.id]);
    expect(Number(rows[0]!.shareFraction)).toBeCloseTo(Number(top!.shares) / Number(sums!.shares), 12);
    expect(Number(rows[0]!.voteFraction)).toBeCloseTo(Number(top!.votes) / Number(sums!.votes), 12);
    expect((await list({ status: 'all' })).total).toBe(4);
    expect((await list({ q: 'nordmann' })).total).toBe(1);
    expect((await list({ shareTypeId: (await classes()).A })).total).toBe(1);
    expect((await list({ status: 'former' })).total).toBe(0);
  });
});
