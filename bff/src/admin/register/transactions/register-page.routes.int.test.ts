import type { RegisterPageJson } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';

let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '912345675';
const pageOf = (query: string) => r.admin.get(`/api/company/${orgNo}/register?${query}`);

beforeAll(async () => {
  t = await createTestApp();
  r = await openTestRegister(t, orgNo, 4);
  const [a, b, c, d] = r.holders as [string, string, string, string];
  for (const [id, name] of [[a, 'Anne Aas'], [b, 'Bjørn Berg'], [c, 'Cecilie Dahl'], [d, 'Dag Eide']])
    expect((await r.admin.post('/api/shareholder/update', { shareholderId: id, fieldName: 'shareholderName', newValue: name })).status).toBe(200);
  const opening = await r.record('shareholdingperdate', '2025-01-01', {
    nominalValue: '2',
    shareAllocation: [
      { shareholderId: a, sharetypeId: r.classA, numberOfShares: 100 },
      { shareholderId: b, sharetypeId: r.classA, numberOfShares: 300 },
      { shareholderId: c, sharetypeId: r.classB, numberOfShares: 1000 },
      { shareholderId: d, sharetypeId: r.classA, numberOfShares: 200 },
    ],
  });
  expect(opening.status).toBe(201);
  // After the day asked for: not in its pages.
  expect((await r.record('transfer', '2025-03-01', { transactionType: 'GIFT', fromShareholderId: b, toShareholderId: a, sharetypeId: r.classA, numberOfShares: 300 })).status).toBe(201);
});
afterAll(() => t.close());

describe('the register as of a date, a page at a time', () => {
  it('answers the rows asked for by votes, named, with the whole register’s totals and a Content-Range', async () => {
    const whole = await r.register('2025-02-01');
    const response = await pageOf(`date=2025-02-01&range=${encodeURIComponent('[1,2]')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('shareholders 1-2/4');
    const page = (await response.json()) as RegisterPageJson;
    // Votes: Bjørn 300, Dag 200, Cecilie 1000 × 0.1 = 100 (then more shares than Anne's 100), Anne 100.
    expect(page.rows.map((row) => row.name)).toEqual(['Dag Eide', 'Cecilie Dahl']);
    expect(page.rows.map(({ name: _name, ...row }) => row)).toEqual(whole.rows.slice(1, 3));
    expect(page).toMatchObject({ holders: 4, totalShares: '1600', totalVotes: '700', shareCapital: '3200', classes: [{ shareTypeId: r.classA, shares: '600' }, { shareTypeId: r.classB, shares: '1000' }] });
  });

  it('refuses a range it cannot page with the validation key, and a page past the end is empty', async () => {
    const refused = await pageOf(`date=2025-02-01&range=${encodeURIComponent('[5,2]')}`);
    expect(refused.status).toBe(400);
    const past = (await (await pageOf(`date=2025-02-01&range=${encodeURIComponent('[25,49]')}`)).json()) as RegisterPageJson;
    expect(past).toMatchObject({ rows: [], holders: 4 });
  });
});
