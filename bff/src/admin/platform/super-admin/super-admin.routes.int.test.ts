import { AuditEvent, Company } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
const [orgA, orgB, orgC] = ['928471632', '931754289', '999999999'];

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};
const auditTypes = async () => (await t.orm.em.fork().find(AuditEvent, {}, { orderBy: { id: 'asc' } })).map((event) => event.type);

beforeAll(async () => {
  t = await createTestApp();
  const a = await createTestCompany(t.orm, orgA, 'Nordlys Teknologi AS');
  await createTestCompany(t.orm, orgB, 'Bergfjell Eiendom AS');
  await createTestCompany(t.orm, orgC, 'Tredje AS');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-a@example.no'), a, 'ADMIN');
  await createTestUser(t.orm, 'super@example.no', { superAdmin: true });
});
afterAll(() => t.close());

describe('super-admin back office', () => {
  it('searches companies and users and audits the search', async () => {
    const superAdmin = await as('super@example.no');
    const result = await (await superAdmin.get('/api/super-admin/search?q=nordlys')).json();
    expect(result.companies.map((c: { organisationNumber: string }) => c.organisationNumber)).toEqual([orgA]);
    const users = await (await superAdmin.get('/api/super-admin/search?q=admin-a')).json();
    expect(users.users).toEqual([expect.objectContaining({ email: 'admin-a@example.no' })]);
    expect(await auditTypes()).toContain('superAdmin.searched');
    expect((await superAdmin.get('/api/super-admin/search?q=n')).status).toBe(400);
  });

  it("shows a company's subscription and admins, and advances a subscription awaiting payment", async () => {
    const em = t.orm.em.fork();
    const company = await em.findOneOrFail(Company, { organisationNumber: orgB });
    company.subscriptionState = 'CREATED_INACTIVE';
    await em.flush();
    const superAdmin = await as('super@example.no');
    const facts = await (await superAdmin.get(`/api/super-admin/company/${orgA}`)).json();
    expect(facts).toMatchObject({ organisationNumber: orgA, subscriptionType: 'BASIC', nextSubscriptionState: null, enterpriseAccount: null });
    expect(facts.admins).toEqual([expect.objectContaining({ email: 'admin-a@example.no' })]);
    const registered = await (await superAdmin.post(`/api/super-admin/company/${orgB}/advance-subscription`, {})).json();
    expect(registered).toMatchObject({ subscriptionState: 'PAYMENT_REGISTERED', nextSubscriptionState: 'ACTIVE' });
    await superAdmin.post(`/api/super-admin/company/${orgB}/advance-subscription`, {});
    expect((await superAdmin.post(`/api/super-admin/company/${orgB}/advance-subscription`, {})).status).toBe(409);
    expect(await auditTypes()).toEqual(expect.arrayContaining(['superAdmin.companyViewed', 'company.subscriptionStateAdvanced']));
  });

  it('refuses everyone else', async () => {
    const admin = await as('admin-a@example.no');
    expect((await admin.get('/api/super-admin/search?q=nordlys')).status).toBe(403);
    expect((await admin.get(`/api/super-admin/company/${orgA}`)).status).toBe(403);
    expect((await admin.post(`/api/super-admin/company/${orgB}/advance-subscription`, {})).status).toBe(403);
    expect((await new TestClient(t.app).get('/api/super-admin/search?q=nordlys')).status).toBe(401);
  });
});

describe('enterprise accounts', () => {
  const account = { name: 'Konsern ASA', status: 'ACTIVE', billingFrequency: 'QUARTERLY', features: [{ feature: 'LIVE_GM', quota: 4 }], organisationNumbers: [orgA] };

  it('is created and edited by super-admins and read by admins of an attached company', async () => {
    const superAdmin = await as('super@example.no');
    const created = await superAdmin.put('/api/enterprise-accounts', account);
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const edited = await superAdmin.post(`/api/enterprise-accounts/${id}`, { ...account, features: [{ feature: 'CUSTOM_DOCS', quota: 50 }], organisationNumbers: [orgA, orgB] });
    expect(await edited.json()).toMatchObject({ features: [{ feature: 'CUSTOM_DOCS', quota: 50 }], companies: [expect.objectContaining({ organisationNumber: orgB }), expect.objectContaining({ organisationNumber: orgA })] });
    const admin = await as('admin-a@example.no');
    expect(await (await admin.get(`/api/enterprise-accounts/${id}`)).json()).toMatchObject({ name: 'Konsern ASA', canEdit: false });
    expect((await admin.post(`/api/enterprise-accounts/${id}`, account)).status).toBe(403);
    expect((await admin.put('/api/enterprise-accounts', account)).status).toBe(403);
    expect(await (await superAdmin.get(`/api/super-admin/company/${orgA}`)).json()).toMatchObject({ enterpriseAccount: { id, name: 'Konsern ASA' } });
  });

  it('refuses a company already in another account, an unknown company and duplicate features, writing nothing', async () => {
    const superAdmin = await as('super@example.no');
    expect((await superAdmin.put('/api/enterprise-accounts', { ...account, name: 'Second' })).status).toBe(409);
    expect((await superAdmin.put('/api/enterprise-accounts', { ...account, name: 'Third', organisationNumbers: ['123456789'] })).status).toBe(404);
    const duplicate = await superAdmin.put('/api/enterprise-accounts', { ...account, name: 'Fourth', organisationNumbers: [orgC], features: [account.features[0], account.features[0]] });
    expect(duplicate.status).toBe(400);
    const list = await (await superAdmin.get('/api/enterprise-accounts')).json();
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Konsern ASA']);
  });

  it('hides an account from a user without access to any of its companies', async () => {
    const superAdmin = await as('super@example.no');
    const [{ id }] = await (await superAdmin.get('/api/enterprise-accounts')).json();
    await createTestUser(t.orm, 'outsider@example.no');
    const outsider = await as('outsider@example.no');
    expect((await outsider.get(`/api/enterprise-accounts/${id}`)).status).toBe(404);
    expect((await outsider.get('/api/enterprise-accounts')).status).toBe(403);
  });
});

describe('the white-label logo', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const account = { name: 'Logo ASA', status: 'ACTIVE', billingFrequency: 'ANNUALLY', features: [], organisationNumbers: [orgC] };

  it('is set by super-admins, served by the account id to anyone, and named in its companies\' header', async () => {
    const superAdmin = await as('super@example.no');
    const { id } = await (await superAdmin.put('/api/enterprise-accounts', account)).json();
    expect((await new TestClient(t.app).get(`/api/whitelabel/logo/${id}`)).status).toBe(404);
    const uploaded = await superAdmin.upload(`/api/enterprise-accounts/${id}/logo`, png, 'logo.svg');
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    expect(await uploaded.json()).toEqual({ logoContentType: 'image/png' });
    const served = await new TestClient(t.app).get(`/api/whitelabel/logo/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    expect((await (await superAdmin.get(`/api/enterprise-accounts/${id}`)).json()).hasLogo).toBe(true);
    expect((await (await superAdmin.get(`/api/company/${orgC}`)).json()).whitelabelLogoId).toBe(id);
    expect((await (await superAdmin.get(`/api/company/${orgB}`)).json()).whitelabelLogoId).toBeNull();
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'enterpriseAccount.logoChanged' })).toBe(1);
    expect((await superAdmin.delete(`/api/enterprise-accounts/${id}/logo`)).status).toBe(200);
    expect((await new TestClient(t.app).get(`/api/whitelabel/logo/${id}`)).status).toBe(404);
  });

  it('refuses SVG or other types, files past 256 KB, others than super-admins, and odd ids, changing nothing', async () => {
    const superAdmin = await as('super@example.no');
    const { id } = await (await superAdmin.put('/api/enterprise-accounts', { ...account, name: 'Annen ASA', organisationNumbers: [] })).json();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await superAdmin.upload(`/api/enterprise-accounts/${id}/logo`, svg, 'logo.png')).status).toBe(415);
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(png);
    expect((await superAdmin.upload(`/api/enterprise-accounts/${id}/logo`, big, 'logo.png')).status).toBe(413);
    expect((await (await as('admin-a@example.no')).upload(`/api/enterprise-accounts/${id}/logo`, png, 'logo.png')).status).toBe(403);
    expect((await superAdmin.upload('/api/enterprise-accounts/not-an-id/logo', png, 'logo.png')).status).toBe(400);
    expect((await new TestClient(t.app).get('/api/whitelabel/logo/not-an-id')).status).toBe(400);
    expect((await (await superAdmin.get(`/api/enterprise-accounts/${id}`)).json()).hasLogo).toBe(false);
  });
});
