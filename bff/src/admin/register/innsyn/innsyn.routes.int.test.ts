import { EmailOutbox } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany } from '../../../../testing/test-users';

const orgNo = '928471632';
let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;

beforeAll(async () => {
  t = await createTestApp({ ANDEL_TEST_ENVIRONMENT: 'true' });
  r = await openTestRegister(t, orgNo, 2);
  const set = (shareholderId: string, fieldName: string, newValue: string) => r.admin.post('/api/shareholder/update', { shareholderId, fieldName, newValue });
  await set(r.holders[0]!, 'shareholderName', 'Kari Nordmann');
  await set(r.holders[0]!, 'nationalId', '13097248022');
  await set(r.holders[0]!, 'email', 'kari@example.no');
  await set(r.holders[0]!, 'phone', '+47 41234567');
  await set(r.holders[1]!, 'shareholderName', 'Anders Berg');
  await r.record('shareholdingperdate', '2025-01-01', { nominalValue: '1', shareAllocation: [{ shareholderId: r.holders[0], sharetypeId: r.classA, numberOfShares: 600 }, { shareholderId: r.holders[1], sharetypeId: r.classA, numberOfShares: 400 }] });
  await createTestCompany(t.orm, 'SE5592173842');
});
afterAll(() => t.close());

describe('innsyn in the shareholder register', () => {
  it('takes anyone’s request, with the seed’s field keys and nothing written on bad input', async () => {
    const anonymous = new TestClient(t.app);
    const bad = await anonymous.post(`/api/innsyn/${orgNo}`, { name: '', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({ name: 'required', email: 'email-field.invalid-email' });
    expect((await anonymous.post('/api/innsyn/SE5592173842', { name: 'Per', email: 'per@example.no' })).status).toBe(400);
    expect((await anonymous.post('/api/innsyn/999999999', { name: 'Per', email: 'per@example.no' })).status).toBe(404);
    const accepted = await anonymous.post(`/api/innsyn/${orgNo}`, { name: 'Per Journalist', email: 'per@example.no', message: 'Til en artikkel' });
    expect(accepted.status).toBe(201);
    expect((await accepted.json()).deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the admin the request with its deadline and sends the copy without identity numbers or digital addresses', async () => {
    const [request] = await r.admin.get(`/api/company/${orgNo}/innsyn`).then((res) => res.json());
    expect(request).toMatchObject({ requesterName: 'Per Journalist', status: 'OPEN', sentAt: null });
    expect((await r.admin.post(`/api/company/${orgNo}/innsyn/${request.id}/send`)).status).toBe(200);
    const [email] = await t.orm.em.fork().find(EmailOutbox, { to: 'per@example.no' });
    expect(email!.text).toContain('Anders Berg');
    expect(email!.text.indexOf('Anders Berg')).toBeLessThan(email!.text.indexOf('Kari Nordmann'));
    expect(email!.text).toContain('Kari Nordmann; 1972-09-13');
    expect(email!.text).toContain('1-600');
    for (const secret of ['13097248022', 'kari@example.no', '41234567']) expect(email!.text).not.toContain(secret);
    expect((await r.admin.get(`/api/company/${orgNo}/innsyn`).then((res) => res.json()))[0]).toMatchObject({ status: 'SENT' });
    expect((await r.admin.post(`/api/company/${orgNo}/innsyn/${request.id}/send`)).status).toBe(409);
  });
});
