import { AuditEvent, CustomRole } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
const [orgA, orgB] = ['928471632', '931754289'];
let roleId: string;

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};

const permissionsOf = (levels: Record<string, string>, modules: string[]) => ({
  customRoleId: roleId,
  features: Object.entries(levels).map(([featureName, access]) => ({ featureName, access })),
  modules,
});

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = [await createTestCompany(t.orm, orgA), await createTestCompany(t.orm, orgB)];
  const admin = await createTestUser(t.orm, 'admin@example.no');
  for (const company of [a, b]) await grantTestAccess(t.orm, admin, company, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-b@example.no'), b, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'holder@example.no'), b, 'BOARD_MEMBER');
  const client = await as('admin@example.no');
  const created = await client.post(`/api/company/${orgA}/custom-roles`, {
    name: 'Prosjektleser',
    featureLevels: { freetext: 'VIEW', shareholders: 'VIEW', companySettings: 'EDIT' },
    modules: ['SHAREHOLDER_REGISTER', 'OVERVIEW'],
    companies: [orgB],
    userIds: [(await (await (await as('holder@example.no')).get('/api/auth/getloggedonuser')).json()).id],
  });
  expect(created.status).toBe(201);
  roleId = (await created.json()).id;
});
afterAll(() => t.close());

describe('permission calls and custom-role modules', () => {
  it('answers a role\'s permissions in the seed\'s fields: every feature with its access, and its modules', async () => {
    const admin = await as('admin@example.no');
    const response = await admin.get(`/api/permission/${orgA}/${roleId}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ customRoleId: roleId, customRoleName: 'Prosjektleser', orgNo: orgA, modules: ['SHAREHOLDER_REGISTER', 'OVERVIEW'], editable: true });
    expect(body.features).toHaveLength(22);
    expect(body.features).toContainEqual({ featureName: 'freetext', access: 'VIEW' });
    expect(body.features).toContainEqual({ featureName: 'dashboard', access: 'NONE' });
    // An admin of a company the role covers reads it but may not change it (it was made in another company).
    expect((await (await as('admin-b@example.no')).get(`/api/permission/${orgB}/${roleId}`)).status).toBe(200);
    expect(await (await (await as('admin-b@example.no')).get(`/api/permission/${orgB}/${roleId}`)).json()).toMatchObject({ editable: false });
  });

  it('keeps a feature closed while its module is off: no DBOT, no projects, no projects in the menu', async () => {
    const holder = await as('holder@example.no');
    expect((await holder.get(`/api/projects/${orgA}`)).status).toBe(403);
    expect((await holder.get(`/api/company/${orgA}/shareholders/list`)).status).toBe(200);
    const header = await (await holder.get(`/api/company/${orgA}`)).json();
    expect(header.featureLevels).toMatchObject({ freetext: 'NONE', shareholders: 'VIEW', companySettings: 'EDIT' });

    const admin = await as('admin@example.no');
    const saved = await admin.post(`/api/permission/${orgA}`, permissionsOf({ freetext: 'VIEW', shareholders: 'VIEW' }, ['DBOT']));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ modules: ['DBOT'] });
    // The next request feels it: projects open, the register and the settings close.
    expect((await holder.get(`/api/projects/${orgA}`)).status).toBe(200);
    expect((await holder.get(`/api/company/${orgA}/shareholders/list`)).status).toBe(403);
    expect((await holder.get(`/api/company/${orgA}/custom-roles`)).status).toBe(403);
    expect((await (await holder.get(`/api/company/${orgA}`)).json()).featureLevels).toMatchObject({ freetext: 'VIEW', shareholders: 'NONE' });
    const events = await t.orm.em.fork().find(AuditEvent, { type: 'customRole.permissionsChanged' });
    expect(events).toHaveLength(1);
  });

  it('refuses a bad body with a message key, a role holder widening their role, and an admin of a covered company only, writing nothing', async () => {
    const admin = await as('admin@example.no');
    const before = await t.orm.em.fork().findOneOrFail(CustomRole, { id: roleId });
    const bad = await admin.post(`/api/permission/${orgA}`, { customRoleId: roleId, features: [{ featureName: 'everything', access: 'EDIT' }], modules: ['DBOT'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('invalidValue');
    const twice = await admin.post(`/api/permission/${orgA}`, permissionsOf({ freetext: 'VIEW' }, ['DBOT', 'DBOT']));
    expect(twice.status).toBe(400);
    const holder = await as('holder@example.no');
    expect((await holder.post(`/api/permission/${orgA}`, permissionsOf({ freetext: 'EDIT' }, ['DBOT', 'OVERVIEW']))).status).toBe(403);
    const otherAdmin = await (await as('admin-b@example.no')).post(`/api/permission/${orgB}`, permissionsOf({ freetext: 'EDIT' }, ['DBOT']));
    expect(otherAdmin.status).toBe(403);
    const unknown = await admin.post(`/api/permission/${orgA}`, { ...permissionsOf({}, []), customRoleId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    const after = await t.orm.em.fork().findOneOrFail(CustomRole, { id: roleId });
    expect({ permissions: after.permissions, modules: after.modules }).toEqual({ permissions: before.permissions, modules: before.modules });
  });
});
