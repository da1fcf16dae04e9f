import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRegister } from '../../testing/register-test-setup';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The probe's oversized and odd values: each is refused with a 4xx carrying a message key, and nothing is written
// (no row in any table the routes write, no audit event). Before the schemas matched the columns, each was a 500.

let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '912345682';
const h = (index: number) => r.holders[index]!;

const nul = 'Kari\u0000Nordmann';
const loneSurrogate = 'Kari \ud800Nordmann';
const hostileNames = { nul, loneSurrogate };
const hugeCounts = { '2^63': (2n ** 63n).toString(), '10^30': `1${'0'.repeat(30)}` };
const hugeAmount = `1${'0'.repeat(30)}`;

const written = async () => {
  const [row] = await t.orm.em.fork().getConnection().execute<Record<string, string>[]>(
    `select (select count(*) from audit_event) as audit, (select count(*) from transaction_log_entry) as entries, (select count(*) from posting) as postings,
            (select count(*) from shareholder) as holders, (select count(*) from company_role) as roles, (select count(*) from custom_role) as custom_roles,
            (select count(*) from portfolio) as portfolios, (select string_agg(concat_ws('|', first_name, last_name, company_name, loan_amount), ',' order by id) from shareholder) as holder_fields`,
  );
  return row;
};

/** A refusal is a 4xx whose body names a message key, and the database is as it was. */
const expectRefused = async (send: () => Promise<Response>) => {
  const before = await written();
  const response = await send();
  const body = await response.text();
  expect(response.status, body).toBeGreaterThanOrEqual(400);
  expect(response.status, body).toBeLessThan(500);
  expect(body).toMatch(/"(code|validationError|message)":"[A-Za-z][\w.-]+"|"errors":\{"[^"]+":("[A-Za-z][\w.-]+"|\{"message":"[A-Za-z][\w.-]+")/);
  expect(await written()).toEqual(before);
};

const transfer = (body: Record<string, unknown>) =>
  r.record('transfer', '2025-02-01', { transactionType: 'GIFT', fromShareholderId: h(0), toShareholderId: h(1), sharetypeId: r.classA, numberOfShares: 10, ...body });

beforeAll(async () => {
  t = await createTestApp();
  r = await openTestRegister(t, orgNo, 3);
  const opened = await r.record('shareholdingperdate', '2025-01-01', { nominalValue: '1', shareAllocation: [{ shareholderId: h(0), sharetypeId: r.classA, numberOfShares: 100 }] });
  expect(opened.status).toBe(201);
});
afterAll(() => t.close());

describe.each(Object.entries(hostileNames))('a name with a %s', (_kind, name) => {
  it('as a shareholder name', () => expectRefused(() => r.admin.post('/api/shareholder/update', { shareholderId: h(2), fieldName: 'shareholderName', newValue: name })));
  it('as a company role holder', () => expectRefused(() => r.admin.post(`/api/company/${orgNo}/roles`, { role: 'ceo', firstName: name, lastName: 'Nordmann' })));
  it('as a custom role', () => expectRefused(() => r.admin.post(`/api/company/${orgNo}/custom-roles`, { name, featureLevels: { shareholders: 'VIEW' } })));
  it('as a portfolio', () => expectRefused(() => r.admin.post('/api/portfolio/new', { portfolioName: name })));
  it('as a merger', () => expectRefused(() => r.record('merger', '2025-03-01', { absorbedCompany: name })));
  it('as a counterparty', () => expectRefused(() => r.record('registergroupcontribution', '2025-03-01', { currency: 'NOK', amount: '100', counterparty: name })));
});

describe('values past their columns', () => {
  it('a first name of 600 characters', () =>
    expectRefused(() => r.admin.post('/api/shareholder/update', { shareholderId: h(2), fieldName: 'shareholderName', newValue: `${'K'.repeat(600)} Nordmann` })));
  it('a city of 150 characters (the column holds 100)', () =>
    expectRefused(() => r.admin.post('/api/shareholder/update', { shareholderId: h(2), fieldName: 'city', newValue: 'B'.repeat(150) })));
  it('a country that is not an ISO code', () => expectRefused(() => r.admin.post('/api/shareholder/update', { shareholderId: h(2), fieldName: 'country', newValue: 'XX' })));

  describe.each(Object.entries(hugeCounts))('a share count of %s', (_label, count) => {
    it('in a transfer', () => expectRefused(() => transfer({ numberOfShares: count })));
    it('as a JSON number in a transfer', () => expectRefused(() => transfer({ numberOfShares: Number(count) })));
    it('in an issue', () =>
      expectRefused(() => r.record('issue', '2025-02-01', { shareAllocation: [{ shareholderId: h(1), sharetypeId: r.classA, numberOfShares: count, sharePrice: '1' }] })));
  });

  it('a nominal value increase of 10^30', () => expectRefused(() => r.record('increasenominalvalue', '2025-02-01', { increaseInNominalValue: hugeAmount })));
  it('a loan amount of 10^30', () => expectRefused(() => r.admin.post('/api/shareholder/update', { shareholderId: h(0), fieldName: 'loanAmount', newValue: hugeAmount })));
  it('a price of 10^30', () => expectRefused(() => transfer({ transactionType: 'BUY_SELL', pricePerShare: hugeAmount })));
  it('a dividend of 10^30', () =>
    expectRefused(() => r.record('paydividend', '2025-02-01', { currency: 'NOK', amountsPerShare: [{ sharetypeId: r.classA, amountPerShare: hugeAmount }] })));
  it('votes per share of 10^30', () => expectRefused(() => r.admin.post(`/api/sharetype/edit/${r.classA}`, { vote: hugeAmount })));
  it('the date 0000-01-01', () => expectRefused(() => transfer({ transactionDate: '0000-01-01' })));
  it('a lock-up end date in year 0', () => expectRefused(() => r.admin.post('/api/shareholder/update', { shareholderId: h(0), fieldName: 'lockupEndDate', newValue: '0000-01-01' })));
});
