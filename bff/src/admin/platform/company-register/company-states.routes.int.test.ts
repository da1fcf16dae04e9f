import { addRegisterCompanies, AuditEvent, Company, CompanyAccess } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { signedInClient, type TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../../testing/test-users';

/**
 * Company states for a user without access (seed: platform core, section 2): a company kept here is a draft (ask
 * for permission), one the user asked for is pending (its invitation request), one not kept here is a
 * non-customer the user registers directly as its first administrator.
 */
let t: TestApp;
let asker: TestClient;
let admin: TestClient;
const [orgKept, orgNew, orgAdmin, orgUnknown] = ['928471632', '931754289', '912345602', '987654321'];
const [orgPro, orgFree] = ['914778271', '922223333'];

const hits = async (client: TestClient, q: string) => (await client.get(`/api/companysearch?q=${encodeURIComponent(q)}`)).json();
const overview = async (client: TestClient) => (await client.get('/api/portfolio')).json();
const counts = async () => {
  const em = t.orm.em.fork();
  return { companies: await em.count(Company, {}), accesses: await em.count(CompanyAccess, {}), events: await em.count(AuditEvent, {}) };
};

beforeAll(async () => {
  t = await createTestApp();
  await addRegisterCompanies({
    em: t.orm.em.fork(),
    companies: [
      { organisationNumber: orgKept, name: 'Holmen Kept AS', postalCode: '0150', city: 'OSLO' },
      { organisationNumber: orgNew, name: 'Holmen Ny AS', postalCode: '5003', city: 'BERGEN' },
      { organisationNumber: orgAdmin, name: 'Holmen Egen AS', postalCode: '5003', city: 'BERGEN' },
      { organisationNumber: orgPro, name: 'Holmen Pro AS', postalCode: '5003', city: 'BERGEN' },
      { organisationNumber: orgFree, name: 'Holmen Gratis AS', postalCode: '5003', city: 'BERGEN' },
    ],
  });
  const kept = await createTestCompany(t.orm, orgKept, 'Holmen Kept AS');
  const own = await createTestCompany(t.orm, orgAdmin, 'Holmen Egen AS');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'kept.admin@example.no'), kept, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'asker@example.no'), own, 'ADMIN');
  asker = await signedInClient(t.app, 'asker@example.no');
  admin = await signedInClient(t.app, 'kept.admin@example.no');
});
afterAll(() => t.close());

describe('company states for users without access', () => {
  it('marks search hits: own access, a draft kept here, and a non-customer not kept here', async () => {
    const found = await hits(asker, 'holmen');
    const byOrgNo = Object.fromEntries(found.map((hit: { organizationnumber: string }) => [hit.organizationnumber, hit]));
    expect(byOrgNo[orgAdmin]).toMatchObject({ name: 'Holmen Egen AS', accessType: 'ADMIN', state: null, isCustomer: true });
    expect(byOrgNo[orgKept]).toMatchObject({ accessType: 'DRAFT', state: 'draft', isCustomer: true, invitationRequestId: null });
    expect(byOrgNo[orgNew]).toMatchObject({ accessType: 'NONE', state: null, isCustomer: false, invitationRequestId: null });
  });

  it('makes a company asked for pending: in the search, the overview and the requests the user still waits for', async () => {
    const asked = await asker.post('/api/invitation/ask-for-permission', {
      organisationNumber: orgKept,
      email: 'kept.admin@example.no',
      requestAccessType: 'admin',
      personalNoteText: 'Jeg er regnskapsfører.',
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const { id } = await asked.json();
    const [hit] = (await hits(asker, 'kept'));
    expect(hit).toMatchObject({ organizationnumber: orgKept, accessType: 'NONE', state: 'pending', invitationRequestId: id });
    const body = await overview(asker);
    expect(body.incompletedInvitationRequests).toEqual([expect.objectContaining({ id, organisationNumber: orgKept, companyName: 'Holmen Kept AS', requestAccessType: 'admin', state: 'PENDING' })]);
    expect(body.companyItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ organisationNumber: orgAdmin, accessType: 'ADMIN', state: null }),
        expect.objectContaining({ organisationNumber: orgKept, accessType: 'NONE', state: 'pending', invitationRequestId: id, isCustomer: true }),
      ]),
    );
    // The requester reads their own request (not to decide it); the admin decides.
    const own = await (await asker.get(`/api/invitation/invitation-request/${id}`)).json();
    expect(own).toMatchObject({ companyName: 'Holmen Kept AS', state: 'PENDING', canDecide: false });
    expect((await asker.post(`/api/invitation/invitation-request/${id}/accept`)).status).toBe(404);
    expect((await (await admin.get(`/api/invitation/invitation-request/${id}`)).json()).canDecide).toBe(true);
    // A stranger is told it does not exist.
    await createTestUser(t.orm, 'stranger@example.no');
    expect((await (await signedInClient(t.app, 'stranger@example.no')).get(`/api/invitation/invitation-request/${id}`)).status).toBe(404);

    // Once accepted, the entry is the access, no longer pending.
    expect((await admin.post(`/api/invitation/invitation-request/${id}/accept`)).status).toBe(200);
    const after = await overview(asker);
    expect(after.incompletedInvitationRequests).toEqual([]);
    expect(after.companyItems.filter((item: { organisationNumber: string }) => item.organisationNumber === orgKept)).toEqual([expect.objectContaining({ accessType: 'ADMIN', state: null })]);
  });

  it('registers a non-customer directly: the company is created from the register, and the user is its first administrator', async () => {
    const registered = await asker.post(`/api/company/register-admin-user/${orgNew}`);
    expect(registered.status, await registered.clone().text()).toBe(201);
    expect(await registered.json()).toEqual({ organisationNumber: orgNew, name: 'Holmen Ny AS', accessType: 'ADMIN', claimPending: true });
    const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNew });
    expect([company.name, company.isCustomer, company.subscriptionState]).toEqual(['Holmen Ny AS', false, 'NOT_IN_USE_YET']);
    expect((await asker.get(`/api/company/${orgNew}`)).status).toBe(200);
    const [hit] = await hits(asker, 'holmen ny');
    expect(hit).toMatchObject({ accessType: 'ADMIN', isCustomer: false });
  });

  it('refuses to register a company kept here, one not in the register, or a malformed number, writing nothing', async () => {
    const stranger = await signedInClient(t.app, 'stranger@example.no');
    const before = await counts();
    const kept = await stranger.post(`/api/company/register-admin-user/${orgAdmin}`);
    expect(kept.status).toBe(409);
    expect((await kept.json()).error.code).toBe('company.alreadyRegistered');
    const unknown = await asker.post(`/api/company/register-admin-user/${orgUnknown}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('company.notFound');
    const malformed = await asker.post(`/api/company/register-admin-user/${'x'.repeat(30)}`);
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors.orgNo).toBe('invalidValue');
    expect(await counts()).toEqual(before);
  });
});

describe('registering as a product (registeras{product})', () => {
  it('registers a company not kept here straight into the subscription: a paid tier awaits payment, FREE is active', async () => {
    const pro = await asker.post(`/api/company/registeraspro/${orgPro}`);
    expect(pro.status, await pro.clone().text()).toBe(201);
    expect(await pro.json()).toEqual({ organisationNumber: orgPro, name: 'Holmen Pro AS', accessType: 'ADMIN', claimPending: true });
    const em = t.orm.em.fork();
    expect(await em.findOneOrFail(Company, { organisationNumber: orgPro })).toMatchObject({ isCustomer: true, subscriptionType: 'PRO', subscriptionState: 'CREATED_INACTIVE' });
    expect((await asker.post(`/api/company/registerasfree/${orgFree}`)).status).toBe(201);
    expect(await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgFree })).toMatchObject({ isCustomer: true, subscriptionType: 'FREE', subscriptionState: 'ACTIVE' });
    expect((await asker.get(`/api/company-settings/${orgPro}/billing`)).status).toBe(200);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'company.subscriptionChanged', company: { organisationNumber: orgPro } })).toBe(1);
  });

  it('refuses what the direct registration refuses, an unknown product and no session, writing nothing', async () => {
    const before = await counts();
    expect((await asker.post(`/api/company/registerasbasic/${orgKept}`)).status).toBe(409);
    expect((await asker.post(`/api/company/registerasbasic/${orgUnknown}`)).status).toBe(404);
    expect((await asker.post('/api/company/registerasbasic/12')).status).toBe(400);
    expect((await asker.post(`/api/company/registerasplatinum/${orgNew}`)).status).toBe(404);
    expect((await asker.post(`/api/company/registerasSHAREHOLDER_REGISTER_LEGACY/${orgNew}`)).status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
