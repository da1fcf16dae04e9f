import type { TestApp } from './test-app';
import { TestClient } from './test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from './test-users';

export type RegisterRow = { shareholderId: string; totalShares: string; totalVotes: string; holdings: { shareTypeId: string; shares: string; shareNumbers: string }[] };
export type RegisterBody = { date: string | null; rows: RegisterRow[]; totalShares: string; totalVotes: string; nominalValue: string | null; shareCapital: string | null };

/**
 * For route tests: a company with an admin signed in, class A (1 vote) and class B (0.1 vote), `holderCount`
 * person shareholders, and helpers to record transactions and read the register.
 */
export const openTestRegister = async (t: TestApp, orgNo: string, holderCount = 6) => {
  const email = `admin-${orgNo.toLowerCase()}@example.no`;
  await grantTestAccess(t.orm, await createTestUser(t.orm, email), await createTestCompany(t.orm, orgNo), 'ADMIN');
  const admin = new TestClient(t.app);
  await admin.signIn(email, testPassword);
  const classA: string = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'A', vote: '1' }).then((r) => r.json())).id;
  const classB: string = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'B', vote: '0.1' }).then((r) => r.json())).id;
  const holders: string[] = [];
  for (let i = 0; i < holderCount; i++)
    holders.push((await admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON' }).then((r) => r.json())).shareholderId);

  const record = (type: string, transactionDate: string, body: Record<string, unknown>) => admin.post(`/api/transaction/${type}`, { organizationnumber: orgNo, transactionDate, ...body });
  const register = async (date?: string): Promise<RegisterBody> => admin.get(`/api/company/${orgNo}/register${date ? `?date=${date}` : ''}`).then((r) => r.json());
  /** Share numbers per holder index and class letter, e.g. { '0A': '1-600' }. */
  const numbers = async (date?: string) => {
    const letter = (shareTypeId: string) => (shareTypeId === classA ? 'A' : 'B');
    return Object.fromEntries(
      (await register(date)).rows.flatMap((row) => row.holdings.map((holding) => [`${holders.indexOf(row.shareholderId)}${letter(holding.shareTypeId)}`, holding.shareNumbers])),
    );
  };
  return { admin, classA, classB, holders, record, register, numbers };
};
