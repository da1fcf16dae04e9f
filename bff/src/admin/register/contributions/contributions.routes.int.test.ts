import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';
import { TestClient } from '../../../../testing/test-client';
import { createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';
import { Company } from '@andel/domain/server';

let t: TestApp;
const swedish = 'SE5592173842';
const norwegian = '928471632';
let r: Awaited<ReturnType<typeof openTestRegister>>;
let n: Awaited<ReturnType<typeof openTestRegister>>;

beforeAll(async () => {
  t = await createTestApp();
  r = await openTestRegister(t, swedish, 3);
  n = await openTestRegister(t, norwegian, 2);
  await r.record('shareholdingperdate', '2025-01-01', {
    nominalValue: '1',
    shareAllocation: [
      { shareholderId: r.holders[0], sharetypeId: r.classA, numberOfShares: 300 },
      { shareholderId: r.holders[1], sharetypeId: r.classA, numberOfShares: 100 },
    ],
  });
});
afterAll(() => t.close());

const book = '/api/shareholderContribution';
const count = async () => (await r.admin.get(`${book}/${swedish}`).then((res) => res.json())).contributions.length as number;

describe('contributions of a Swedish company', () => {
  it('refuses a negative amount with the key and writes nothing', async () => {
    const before = await count();
    const res = await r.admin.post(`${book}/new`, { organisationNumber: swedish, type: 'CONTRIBUTION', mode: 'single', registrationDate: '2026-02-01', details: [{ shareholderId: r.holders[0], amount: '-5' }] });
    expect(res.status).toBe(400);
    expect((await res.json()).errors['details.0.amount']).toBe('number-field.not-positive-or-zero');
    const recallable = await r.admin.post(`${book}/new`, { organisationNumber: swedish, type: 'CONTRIBUTION', mode: 'single', registrationDate: '2026-02-01', details: [{ shareholderId: r.holders[0], amount: '5', recallableAmount: '-1' }] });
    expect((await recallable.json()).errors['details.0.recallableAmount']).toBe('number-field.not-positive-or-zero');
    expect(await count()).toBe(before);
  });

  it('needs a date, a shareholder in single mode and an amount in multiple mode', async () => {
    const noDate = await r.admin.post(`${book}/new`, { organisationNumber: swedish, type: 'COMMITMENT', mode: 'single', registrationDate: '', details: [{ shareholderId: r.holders[0], amount: '1' }] });
    expect((await noDate.json()).errors.registrationDate).toBe('required');
    const noHolder = await r.admin.post(`${book}/new`, { organisationNumber: swedish, type: 'COMMITMENT', mode: 'single', registrationDate: '2026-02-01', details: [] });
    expect((await noHolder.json()).errors['details.0.shareholderId']).toBe('required');
    const noAmount = await r.admin.post(`${book}/new`, { organisationNumber: swedish, type: 'COMMITMENT', mode: 'multiple', registrationDate: '2026-02-01', details: r.holders.map((shareholderId) => ({ shareholderId, amount: '0' })) });
    expect(noAmount.status).toBe(400);
    expect((await noAmount.json()).errors.details).toBe('contributions.no-amount');
  });

  it('registers in multiple and single mode and sums per holder with exact decimals', async () => {
    const commitment = await r.admin.post(`${book}/new`, {
      organisationNumber: swedish,
      type: 'COMMITMENT',
      mode: 'multiple',
      registrationDate: '2026-01-15',
      comment: 'Emission 2026',
      details: [
        { shareholderId: r.holders[0], amount: '1000000' },
        { shareholderId: r.holders[1], amount: '0' },
        { shareholderId: r.holders[2], amount: '500000.50' },
      ],
    });
    expect(commitment.status).toBe(201);
    const created = await commitment.json();
    // The zero row is not kept; a bare date is 12:00 Norwegian time.
    expect(created.details.map((d: { amount: string }) => d.amount)).toEqual(['1000000.00', '500000.50']);
    expect(created.registrationDate).toBe('2026-01-15T11:00:00.000Z');
    for (const amount of ['250000.10', '0.20'])
      expect((await r.admin.post(`${book}/new`, { organisationNumber: swedish, type: 'CONTRIBUTION', mode: 'single', registrationDate: '2026-02-01', details: [{ shareholderId: r.holders[0], amount }] })).status).toBe(201);
    await r.admin.post(`${book}/new`, { organisationNumber: swedish, type: 'DISTRIBUTION', mode: 'single', registrationDate: '2026-03-01', details: [{ shareholderId: r.holders[0], amount: '50000', recallableAmount: '20000.05' }] });
    const view = await r.admin.get(`${book}/${swedish}`).then((res) => res.json());
    expect(view.contributions.map((c: { type: string }) => c.type)).toEqual(['DISTRIBUTION', 'CONTRIBUTION', 'CONTRIBUTION', 'COMMITMENT']);
    const first = view.summary.find((row: { shareholderId: string }) => row.shareholderId === r.holders[0]);
    expect(first).toMatchObject({ committed: '1000000.00', contributed: '250000.30', distributed: '50000.00', recallable: '20000.05', net: '200000.30', remaining: '769999.75', ownership: '0.750000' });
  });

  it('keeps attachments with the file checks, changes the date and deletes', async () => {
    const { contributions } = await r.admin.get(`${book}/${swedish}`).then((res) => res.json());
    const id = contributions[0].shareholderContributionId;
    const refused = await r.admin.upload(`${book}/${swedish}/${id}/attachments`, new TextEncoder().encode('<html><script>'), 'x.pdf');
    expect(refused.status).toBe(415);
    const added = await r.admin.upload(`${book}/${swedish}/${id}/attachments`, new TextEncoder().encode('%PDF-1.7\n'), 'avtale.bat');
    expect(added.status).toBe(201);
    const attachment = await added.json();
    expect(attachment.fileName).toBe('avtale.pdf');
    const download = await r.admin.get(`${book}/${swedish}/${id}/attachments/${attachment.id}`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect((await r.admin.get(`${book}/${swedish}/${id}`).then((res) => res.json())).attachments).toHaveLength(1);
    const moved = await r.admin.post(`${book}/${swedish}/${id}/changeDate`, { registrationDate: '2026-03-05' });
    expect((await moved.json()).registrationDate).toBe('2026-03-05T11:00:00.000Z');
    expect((await r.admin.delete(`${book}/${swedish}/${id}`)).status).toBe(200);
    expect((await r.admin.get(`${book}/${swedish}/${id}`)).status).toBe(404);
  });

  it('shows the holder their own entries in the portal, and the admin on the shareholder details', async () => {
    await grantTestAccess(t.orm, await createTestUser(t.orm, 'holder-se@example.no'), await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: swedish }), 'SHAREHOLDER', { shareholderId: r.holders[2] });
    const holder = new TestClient(t.app);
    await holder.signIn('holder-se@example.no', testPassword);
    const own = await holder.get(`/api/shareholder-view/${swedish}/${r.holders[2]}/contributions`).then((res) => res.json());
    expect(own.book).toBe('CONTRIBUTIONS');
    expect(own.contributions).toHaveLength(1);
    expect(own.contributions[0].details).toEqual([expect.objectContaining({ shareholderId: r.holders[2], amount: '500000.50' })]);
    expect(own.summary).toMatchObject({ committed: '500000.50', remaining: '500000.50' });
    expect((await holder.get(`/api/shareholder-view/${swedish}/${r.holders[0]}/contributions`)).status).toBe(403);
    const details = await r.admin.get(`/api/shareholder/${r.holders[0]}/commitments`).then((res) => res.json());
    expect(details.contributions).toHaveLength(3);
  });

  it('is not the Swedish company’s commitments book', async () => {
    expect((await r.admin.get(`/api/shareholder-commitment/${swedish}`)).status).toBe(409);
  });
});

describe('commitments of a Norwegian company', () => {
  it('are kept only once the toggle is on', async () => {
    const body = { organisationNumber: norwegian, type: 'COMMITMENT', mode: 'single', registrationDate: '2026-01-10', details: [{ shareholderId: n.holders[0], amount: '100' }] };
    expect((await n.admin.post('/api/shareholder-commitment/new', body)).status).toBe(409);
    expect((await n.admin.post('/api/shareholderContribution/new', body)).status).toBe(409);
    expect((await n.admin.put(`/api/shareholder-commitment/${norwegian}/enabled`, { enabled: true }).then((res) => res.json())).enabled).toBe(true);
    expect((await n.admin.get(`/api/company/${norwegian}`).then((res) => res.json())).commitmentsEnabled).toBe(true);
    expect((await n.admin.post('/api/shareholder-commitment/new', body)).status).toBe(201);
    const view = await n.admin.get(`/api/shareholder-commitment/${norwegian}`).then((res) => res.json());
    expect(view.summary.find((row: { shareholderId: string }) => row.shareholderId === n.holders[0])).toMatchObject({ committed: '100.00', remaining: '100.00' });
  });
});
