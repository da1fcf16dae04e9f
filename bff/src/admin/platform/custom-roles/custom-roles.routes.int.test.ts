import { AuditEvent, CompanyAccess } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
const [orgA, orgB, orgC] = ['928471632', '931754289', '912345674'];
const accountant = {
  name: 'Regnskapsfører',
  texts: [
    { language: 'nb', name: 'Regnskapsfører', description: 'Ser aksjonærer og transaksjoner' },
    { language: 'en', name: 'Accountant', description: 'Sees shareholders and transactions' },
  ],
  featureLevels: { shareholders: 'VIEW', transactions: 'VIEW' },
};

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, c] = [await createTestCompany(t.orm, orgA), await createTestCompany(t.orm, orgB), await createTestCompany(t.orm, orgC)];
  const admin = await createTestUser(t.orm, 'admin@example.no');
  for (const company of [a, b]) await grantTestAccess(t.orm, admin, company, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-c@example.no'), c, 'ADMIN');
  const member = await createTestUser(t.orm, 'member@example.no');
  memberId = member.id;
  await grantTestAccess(t.orm, member, a, 'BOARD_MEMBER');
  await createTestUser(t.orm, 'stranger@example.no');
});
afterAll(() => t.close());

describe('custom roles', () => {
  it('gives a user exactly the role\'s features in every company it covers, shown in the header and its menu', async () => {
    const admin = await as('admin@example.no');
    const created = await admin.post(`/api/company/${orgA}/custom-roles`, { ...accountant, companies: [orgB], userIds: [memberId] });
    expect(created.status).toBe(201);
    const role = await created.json();
    expect(role).toMatchObject({ name: 'Regnskapsfører', orgNo: orgA, modules: ['SHAREHOLDER_REGISTER'], userIds: [memberId] });
    expect(role.featureLevels).toMatchObject({ shareholders: 'VIEW', transactions: 'VIEW', shareClasses: 'NONE', dashboard: 'NONE' });
    expect(role.companies.map((c: { organisationNumber: string }) => c.organisationNumber).sort()).toEqual([orgA, orgB]);

    const member = await as('member@example.no');
    for (const orgNo of [orgA, orgB]) {
      expect((await member.get(`/api/company/${orgNo}/shareholders/list`)).status).toBe(200);
      // The classes name the holdings the role may view, so it reads them; it may not create one.
      expect((await member.get(`/api/company/${orgNo}/shareholders/classes`)).status).toBe(200);
      expect((await member.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'C', vote: '1' })).status).toBe(403);
    }
    expect((await member.post('/api/shareholder/new-shareholder', { orgNo: orgA, shareholderType: 'PERSON' })).status).toBe(403);
    const header = await (await member.get(`/api/company/${orgB}`)).json();
    expect(header).toMatchObject({ accessType: 'CUSTOM', customRoleId: role.id, menu: ['shareholders', 'shareholders/transactions'] });
    expect(header.featureLevels.shareholders).toBe('VIEW');

    const preview = await admin.get(`/api/company-settings/${orgA}/preview-custom-role/${role.id}`);
    expect(await preview.json()).toMatchObject({ customRoleId: role.id, menu: ['shareholders', 'shareholders/transactions'] });
    const list = await admin.get(`/api/company/${orgB}/custom-roles`);
    expect(list.headers.get('content-range')).toBe('custom-roles 0-0/1');
  });

  it('applies changed levels on the next request and takes access away from users and companies taken off the role', async () => {
    const admin = await as('admin@example.no');
    const [role] = await (await admin.get(`/api/company/${orgA}/custom-roles`)).json();
    const edited = await admin.put(`/api/company/${orgA}/custom-roles/${role.id}`, { ...accountant, featureLevels: { shareClasses: 'EDIT' }, companies: [], userIds: [memberId] });
    expect(edited.status).toBe(200);
    // Taking the member off a company ends their sessions; they sign in again.
    const member = await as('member@example.no');
    expect((await member.get(`/api/company/${orgA}/shareholders/classes`)).status).toBe(200);
    expect((await member.get(`/api/company/${orgA}/shareholders/list`)).status).toBe(403);
    expect((await member.get(`/api/company/${orgB}/shareholders/classes`)).status).toBe(403);

    expect((await admin.delete(`/api/company/${orgA}/custom-roles/${role.id}`)).status).toBe(200);
    expect(await t.orm.em.fork().count(CompanyAccess, { user: memberId, accessType: 'CUSTOM' })).toBe(0);
    const types = (await t.orm.em.fork().find(AuditEvent, { type: { $like: 'customRole.%' } })).map((event) => event.type);
    expect(types).toEqual(['customRole.created', 'customRole.edited', 'customRole.deleted']);
  });

  it('refuses companies the author does not administer, users without access, and non-admins', async () => {
    const admin = await as('admin@example.no');
    expect((await admin.post(`/api/company/${orgA}/custom-roles`, { ...accountant, companies: [orgC] })).status).toBe(403);
    const strangerId = (await (await (await as('stranger@example.no')).get('/api/auth/getloggedonuser')).json()).id;
    const refused = await admin.post(`/api/company/${orgA}/custom-roles`, { ...accountant, userIds: [strangerId] });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe('customRoles.userNotAvailable');
    const blank = await admin.post(`/api/company/${orgA}/custom-roles`, { ...accountant, name: ' ' });
    expect(blank.status).toBe(400);
    expect((await (await as('member@example.no')).post(`/api/company/${orgA}/custom-roles`, accountant)).status).toBe(403);
    expect((await (await as('admin-c@example.no')).get(`/api/company/${orgA}/custom-roles`)).status).toBe(403);
  });
});
