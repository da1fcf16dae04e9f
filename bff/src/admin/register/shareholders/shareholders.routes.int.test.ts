import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
const orgA = '928471632';
const orgB = '931754289';

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};

const newShareholder = async (client: TestClient, orgNo: string, shareholderType: 'PERSON' | 'COMPANY') =>
  (await client.post('/api/shareholder/new-shareholder', { orgNo, shareholderType }).then((r) => r.json())).shareholderId as string;

beforeAll(async () => {
  t = await createTestApp();
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-a@example.no'), await createTestCompany(t.orm, orgA), 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-b@example.no'), await createTestCompany(t.orm, orgB), 'ADMIN');
});
afterAll(() => t.close());

describe('shareholders', () => {
  it('creates a person and saves fields one at a time, answering success or the validation code', async () => {
    const admin = await as('admin-a@example.no');
    const id = await newShareholder(admin, orgA, 'PERSON');
    const update = (fieldName: string, newValue: string) => admin.post('/api/shareholder/update', { shareholderId: id, fieldName, newValue });
    expect(await (await update('shareholderName', 'Kari Nordmann')).json()).toEqual({ success: true });
    expect(await (await update('postalCode', '1300')).json()).toEqual({ success: true });
    const invalid = await update('postalCode', '0000');
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).validationError).toBe('invalidPostalCode');
    expect(await admin.get(`/api/shareholder/${id}`).then((r) => r.json())).toMatchObject({ name: 'Kari Nordmann', postalCode: '1300', city: 'SANDVIKA' });
  });

  it('creates a holder with its name on save, and writes nothing when the name is refused', async () => {
    const admin = await as('admin-a@example.no');
    const count = async () => ((await (await admin.get(`/api/company/${orgA}/shareholders/list?filter=${encodeURIComponent('{"status":"all"}')}`)).json()) as unknown[]).length;
    const before = await count();
    const refused = await admin.post('/api/shareholder/new-shareholder', { orgNo: orgA, shareholderType: 'PERSON', name: 'Kari' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ name: 'missingLastName' });
    expect(await count()).toBe(before);
    const created = await admin.post('/api/shareholder/new-shareholder', { orgNo: orgA, shareholderType: 'COMPANY', name: 'Fjord Invest AS' });
    expect(created.status).toBe(201);
    const details = await (await admin.get(`/api/shareholder/${(await created.json()).shareholderId}`)).json();
    expect(details).toMatchObject({ name: 'Fjord Invest AS', isCompany: true, everHeldShares: false });
    expect(await count()).toBe(before + 1);
  });

  it('keeps identity and company numbers unique within the company', async () => {
    const admin = await as('admin-a@example.no');
    const [first, second] = [await newShareholder(admin, orgA, 'PERSON'), await newShareholder(admin, orgA, 'PERSON')];
    await admin.post('/api/shareholder/update', { shareholderId: first, fieldName: 'nationalId', newValue: '17088512391' });
    const duplicate = await admin.post('/api/shareholder/update', { shareholderId: second, fieldName: 'nationalId', newValue: '17088512391' });
    expect((await duplicate.json()).validationError).toBe('nonUniqueSocialSecurityNumber');
    const [c1, c2] = [await newShareholder(admin, orgA, 'COMPANY'), await newShareholder(admin, orgA, 'COMPANY')];
    await admin.post('/api/shareholder/update', { shareholderId: c1, fieldName: 'companyNumber', newValue: '923609016' });
    const sameCompany = await admin.post('/api/shareholder/update', { shareholderId: c2, fieldName: 'companyNumber', newValue: '923609016' });
    expect((await sameCompany.json()).validationError).toBe('nonUniqueCompanyNumber');
  });

  it('saves pledge and remark, and deletes a shareholder who never held shares', async () => {
    const admin = await as('admin-a@example.no');
    const id = await newShareholder(admin, orgA, 'PERSON');
    expect(await admin.put(`/api/shareholder/${id}/pledge`, { isPledged: true, pledgeComment: 'DNB' }).then((r) => r.json())).toMatchObject({ isPledged: true, pledgeComment: 'DNB' });
    expect(await admin.put(`/api/shareholder/${id}/remark`, { remark: 'Ring før møtet' }).then((r) => r.json())).toMatchObject({ remark: 'Ring før møtet' });
    expect((await admin.request('DELETE', `/api/shareholder/delete-hard/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/shareholder/${id}`)).status).toBe(404);
  });

  it("never shows or changes another company's shareholders", async () => {
    const adminA = await as('admin-a@example.no');
    const id = await newShareholder(adminA, orgA, 'PERSON');
    const adminB = await as('admin-b@example.no');
    expect((await adminB.get(`/api/shareholder/${id}`)).status).toBe(403);
    expect((await adminB.post('/api/shareholder/update', { shareholderId: id, fieldName: 'email', newValue: 'x@example.no' })).status).toBe(403);
    expect((await adminB.request('DELETE', `/api/shareholder/delete-hard/${id}`)).status).toBe(403);
    expect((await adminB.post('/api/shareholder/new-shareholder', { orgNo: orgA, shareholderType: 'PERSON' })).status).toBe(403);
    expect((await adminB.get(`/api/company/${orgA}/shareholders/list`)).status).toBe(403);
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const admin = await as('admin-a@example.no');
    // The shareholder names the company, so an id that names none is not found before the body is validated.
    expect((await admin.post('/api/shareholder/update', { shareholderId: 'not-a-uuid', fieldName: 'nope', newValue: 1 })).status).toBe(404);
    const id = await newShareholder(admin, orgA, 'PERSON');
    const bad = await admin.post('/api/shareholder/update', { shareholderId: id, fieldName: 'nope', newValue: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors)).toEqual(expect.arrayContaining(['fieldName']));
  });
});
