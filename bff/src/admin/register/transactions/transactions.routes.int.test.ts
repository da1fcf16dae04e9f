import { Posting } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
const orgNo = '928471632';
let classA: string;
const holders: string[] = [];

const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString();
const holdingsOf = async () => {
  const register = await admin.get(`/api/company/${orgNo}/register`).then((r) => r.json());
  return Object.fromEntries(register.rows.map((row: { shareholderId: string; totalShares: string }) => [row.shareholderId, BigInt(row.totalShares)]));
};

beforeAll(async () => {
  t = await createTestApp();
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), await createTestCompany(t.orm, orgNo), 'ADMIN');
  admin = new TestClient(t.app);
  await admin.signIn('admin@example.no', testPassword);
  classA = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'A', vote: '1' }).then((r) => r.json())).id;
  await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'B', vote: '0.1' });
  for (let i = 0; i < 5; i++)
    holders.push((await admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON' }).then((r) => r.json())).shareholderId);
});
afterAll(() => t.close());

describe('transaction log', () => {
  it('opens the register with share numbers, checks them, and refuses a second opening', async () => {
    const opening = (intervals: [string, string]) =>
      admin.post('/api/transaction/shareholdingperdate', {
        organizationnumber: orgNo,
        transactionDate: minute(0),
        nominalValue: '1,50',
        shareAllocation: [
          { shareholderId: holders[0], sharetypeId: classA, numberOfShares: 600, sharenumberIntervals: intervals[0] },
          { shareholderId: holders[1], sharetypeId: classA, numberOfShares: 400, sharenumberIntervals: intervals[1] },
        ],
      });
    expect((await (await opening(['1-600', '601-999'])).json()).error.code).toBe('shareNumbers.sumMismatch');
    expect((await (await opening(['1-600', '500-899'])).json()).error.code).toBe('shareNumbers.invalid');
    expect((await opening(['1-500, 901-1000', '501-900'])).status).toBe(201);
    expect((await (await opening(['1-600', '601-1000'])).json()).error.code).toBe('multipleTransactions');
    const register = await admin.get(`/api/company/${orgNo}/register`).then((r) => r.json());
    expect(register).toMatchObject({ totalShares: '1000', nominalValue: '1.5', shareCapital: '1500' });
    expect(register.rows[0]).toMatchObject({ shareholderId: holders[0], shareOfShares: '0.6', holdings: [{ shareNumbers: '1-500,901-1000' }] });
  });

  it('issues new shares after the highest number, not below the nominal value', async () => {
    const issue = (sharePrice: string, transactionDate: string) =>
      admin.post('/api/transaction/issue', {
        organizationnumber: orgNo,
        transactionDate,
        shareAllocation: [{ shareholderId: holders[2], sharetypeId: classA, numberOfShares: '100', sharePrice }],
      });
    expect((await (await issue('1.49', minute(1))).json()).error.code).toBe('greater-than-nominal');
    expect((await issue('10', minute(1))).status).toBe(201);
    const register = await admin.get(`/api/company/${orgNo}/register`).then((r) => r.json());
    expect(register.rows.find((row: { shareholderId: string }) => row.shareholderId === holders[2]).holdings[0].shareNumbers).toBe('1001-1100');
    expect((await (await issue('10', minute(1))).json()).error.code).toBe('existing-transaction-on-date');
    expect((await (await issue('10', minute(0))).json()).error.code).toBe('existing-transaction-on-date');
  });

  it('transfers the seller’s lowest numbers or given ones, and never more than held', async () => {
    const transfer = (n: number, numberOfShares: number, shareNumbers?: string) =>
      admin.post('/api/transaction/transfer', {
        organizationnumber: orgNo,
        transactionDate: minute(n),
        transactionType: 'BUY_SELL',
        pricePerShare: '12.5',
        fromShareholderId: holders[1],
        toShareholderId: holders[3],
        sharetypeId: classA,
        numberOfShares,
        shareNumbers,
      });
    expect((await transfer(2, 10)).status).toBe(201);
    expect((await transfer(3, 5, '700-704')).status).toBe(201);
    expect((await (await transfer(4, 5, '1-5')).json()).error.code).toBe('insufficientShares');
    expect((await (await transfer(5, 1000)).json()).error.code).toBe('insufficientShares');
    const register = await admin.get(`/api/company/${orgNo}/register`).then((r) => r.json());
    expect(register.rows.find((row: { shareholderId: string }) => row.shareholderId === holders[3]).holdings[0].shareNumbers).toBe('501-510,700-704');
  });

  it('keeps holdings whole under 100 concurrent transfers of the same shares', async () => {
    const before = await holdingsOf();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        admin.post('/api/transaction/transfer', {
          organizationnumber: orgNo,
          transactionDate: minute(100 + i),
          transactionType: 'GIFT',
          fromShareholderId: holders[3],
          toShareholderId: holders[4],
          sharetypeId: classA,
          numberOfShares: 1,
        }),
      ),
    );
    const statuses = results.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 400)).toBe(true);
    const after = await holdingsOf();
    const accepted = statuses.filter((status) => status === 201).length;
    expect(after[holders[3]!] ?? 0n).toBe(before[holders[3]!]! - BigInt(accepted));
    expect(after[holders[4]!] ?? 0n).toBe(BigInt(accepted));
    const total = (map: Record<string, bigint>) => Object.values(map).reduce((a, b) => a + b, 0n);
    expect(total(after)).toBe(total(before));
  });

  it('records concurrent transfers that share a transaction, and refuses only the one that breaks a rule', async () => {
    const before = await holdingsOf();
    const register = await admin.get(`/api/company/${orgNo}/register`).then((r) => r.json());
    // The giver's numbers one by one: each transfer moves its own, so the order they reach the register in does not matter.
    const numbers = (register.rows.find((row: { shareholderId: string }) => row.shareholderId === holders[4]).holdings[0].shareNumbers as string)
      .split(',')
      .flatMap((run) => {
        const [from, to = from] = run.split('-').map(Number) as [number, number?];
        return Array.from({ length: to! - from + 1 }, (_, k) => from + k);
      });
    const transfer = (at: number, numberOfShares: number, shareNumbers?: string) =>
      admin.post('/api/transaction/transfer', {
        organizationnumber: orgNo,
        transactionDate: minute(300 + at),
        transactionType: 'GIFT',
        fromShareholderId: holders[4],
        toShareholderId: holders[0],
        sharetypeId: classA,
        numberOfShares,
        shareNumbers,
      });
    const responses = await Promise.all([...numbers.slice(0, 12).map((number, at) => transfer(at, 1, String(number))), transfer(20, 1000)]);
    expect(responses.slice(0, 12).map((response) => response.status)).toEqual(Array(12).fill(201));
    expect((await responses[12]!.json()).error.code).toBe('insufficientShares');
    const after = await holdingsOf();
    expect(after[holders[4]!]).toBe(before[holders[4]!]! - 12n);
    expect(after[holders[0]!]).toBe(before[holders[0]!]! + 12n);
    expect(await admin.get(`/api/transactionlog/verify/${orgNo}`).then((r) => r.json())).toMatchObject({ ok: true });
  });

  it('equals a replay of the postings, and the hash chain finds a tampered entry', async () => {
    const postings = await t.orm.em.fork().find(Posting, {});
    const replayed: Record<string, bigint> = {};
    for (const posting of postings) if (posting.shareholder) replayed[posting.shareholder.id] = (replayed[posting.shareholder.id] ?? 0n) + BigInt(posting.quantity);
    const perClass = postings.reduce((sum, posting) => sum + BigInt(posting.quantity), 0n);
    expect(perClass).toBe(0n);
    expect(Object.fromEntries(Object.entries(replayed).filter(([, shares]) => shares > 0n))).toEqual(await holdingsOf());

    expect(await admin.get(`/api/transactionlog/verify/${orgNo}`).then((r) => r.json())).toMatchObject({ ok: true });
    await t.orm.em.fork().getConnection().execute(`update posting set quantity = quantity + 1 where id = (select min(id) from posting where quantity > 0)`);
    expect(await admin.get(`/api/transactionlog/verify/${orgNo}`).then((r) => r.json())).toMatchObject({ ok: false, sequence: 1, problem: 'hash' });
  });

  it("refuses another company's admin", async () => {
    await grantTestAccess(t.orm, await createTestUser(t.orm, 'other@example.no'), await createTestCompany(t.orm, '931754289'), 'ADMIN');
    const other = new TestClient(t.app);
    await other.signIn('other@example.no', testPassword);
    expect((await other.get(`/api/transactionlog/all/${orgNo}`)).status).toBe(403);
    const transfer = await other.post('/api/transaction/transfer', {
      organizationnumber: orgNo,
      transactionDate: minute(500),
      transactionType: 'GIFT',
      fromShareholderId: holders[0],
      toShareholderId: holders[4],
      sharetypeId: classA,
      numberOfShares: 1,
    });
    expect(transfer.status).toBe(403);
  });
});

describe('shareholder list', () => {
  it('pages current holders by votes, filters by status and name, and refuses a malformed query', async () => {
    const list = (query: string) => admin.get(`/api/company/${orgNo}/shareholders/list?${query}`);
    const current = await list('');
    const rows = await current.json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row: { totalShares: string }) => BigInt(row.totalShares) > 0n)).toBe(true);
    const votes = rows.map((row: { totalVotes: string }) => Number(row.totalVotes));
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(current.headers.get('content-range')).toMatch(/^shareholders 0-\d+\/\d+$/);
    const all = await list(`filter=${encodeURIComponent('{"status":"all"}')}&range=${encodeURIComponent('[0,1]')}`);
    expect(await all.json()).toHaveLength(2);
    expect(all.headers.get('content-range')).toBe('shareholders 0-1/5');
    const former = await list(`filter=${encodeURIComponent('{"status":"former"}')}`).then((r) => r.json());
    expect(former.every((row: { totalShares: string }) => row.totalShares === '0')).toBe(true);
    expect((await list('sort=not-json')).status).toBe(400);
  });
});

describe('transaction log list', () => {
  it('lists newest first, filtered by the seed groups, in react-admin shape', async () => {
    const list = (filter: string) => admin.get(`/api/company/${orgNo}/shareholders/transactions?filter=${encodeURIComponent(filter)}&range=${encodeURIComponent('[0,999]')}`);
    const all = await (await list('{}')).json();
    expect(all[all.length - 1].transactionType).toBe('SHAREHOLDING_PER_DATE');
    const dates = all.map((entry: { transactionDate: string }) => entry.transactionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const issues = await (await list('{"type":"issue"}')).json();
    expect(issues.map((entry: { transactionType: string }) => entry.transactionType).sort()).toEqual(['ISSUE', 'SHAREHOLDING_PER_DATE']);
    expect((await list('{"type":"nope"}')).status).toBe(400);
  });
});
