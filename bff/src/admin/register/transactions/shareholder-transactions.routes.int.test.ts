import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
const orgNo = '928471632';
let classA: string;
const holders: string[] = [];
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 0, day, hour)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), await createTestCompany(t.orm, orgNo), 'ADMIN');
  admin = new TestClient(t.app);
  await admin.signIn('admin@example.no', testPassword);
  classA = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'A', vote: '1' }).then((r) => r.json())).id;
  for (let i = 0; i < 3; i++)
    holders.push((await admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON' }).then((r) => r.json())).shareholderId);
});
afterAll(() => t.close());

describe('GET /transactionlog/shareholder/:id', () => {
  it("lists one holder's entries with their effect on the holder, newest first, and no one else's", async () => {
    expect(
      (
        await admin.post('/api/transaction/shareholdingperdate', {
          organizationnumber: orgNo,
          transactionDate: at(1, 12),
          nominalValue: '1',
          shareAllocation: [
            { shareholderId: holders[0], sharetypeId: classA, numberOfShares: 600, sharenumberIntervals: '1-600' },
            { shareholderId: holders[1], sharetypeId: classA, numberOfShares: 400, sharenumberIntervals: '601-1000' },
          ],
        })
      ).status,
    ).toBe(201);
    const transfer = (hour: number, numberOfShares: number) =>
      admin.post('/api/transaction/transfer', {
        organizationnumber: orgNo,
        transactionDate: at(2, hour),
        transactionType: 'GIFT',
        fromShareholderId: holders[0],
        toShareholderId: holders[2],
        sharetypeId: classA,
        numberOfShares,
      });
    // Two entries on one day, at different times.
    expect((await transfer(9, 10)).status).toBe(201);
    expect((await transfer(15, 5)).status).toBe(201);

    const response = await admin.get(`/api/transactionlog/shareholder/${holders[0]}`);
    expect(response.status).toBe(200);
    const rows = await response.json();
    expect(rows.map((row: { transactionType: string; change: string; given: string; received: string; shareTypeCode: string }) => [row.transactionType, row.change, row.received, row.given, row.shareTypeCode])).toEqual([
      ['GIFT', '-5', '', '11-15', 'A'],
      ['GIFT', '-10', '', '1-10', 'A'],
      ['SHAREHOLDING_PER_DATE', '600', '1-600', '', 'A'],
    ]);
    expect(rows[0].transactionDate).toBe(at(2, 15));
    const other = await admin.get(`/api/transactionlog/shareholder/${holders[1]}`).then((r) => r.json());
    expect(other).toHaveLength(1);
  });

  it('answers 404 for a holder that does not exist', async () => {
    expect((await admin.get('/api/transactionlog/shareholder/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
