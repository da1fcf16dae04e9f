import { modulesFor } from '@andel/domain/shared';
import { AuditEvent, CompanyAccess, CustomRole } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
const [orgA, orgB] = ['928471632', '931754289'];
const person = { firstName: 'Kari', lastName: 'Nordmann', language: 'nb' };

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};
const boardAccesses = (email: string) =>
  t.orm.em.fork().count(CompanyAccess, { user: { email }, company: { organisationNumber: orgA }, accessType: 'BOARD_MEMBER' });

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = [await createTestCompany(t.orm, orgA), await createTestCompany(t.orm, orgB)];
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-a@example.no'), a, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-b@example.no'), b, 'ADMIN');
  await createTestUser(t.orm, 'styre@example.no');
  await createTestUser(t.orm, 'super@example.no', { superAdmin: true });
  const em = t.orm.em.fork();
  const viewer = em.create(CustomRole, { company: em.merge(a), name: 'Roles viewer', permissions: { companyRoles: 'VIEW' }, modules: modulesFor({ companyRoles: 'VIEW' }) });
  const editor = em.create(CustomRole, { company: em.merge(a), name: 'Roles editor', permissions: { companyRoles: 'EDIT' }, modules: modulesFor({ companyRoles: 'EDIT' }) });
  await em.flush();
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'viewer-a@example.no'), a, 'CUSTOM', { customRoleId: viewer.id });
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'editor-a@example.no'), a, 'CUSTOM', { customRoleId: editor.id });
});
afterAll(() => t.close());

describe('company roles', () => {
  it('creates, lists in board order with Content-Range, edits and deletes roles, each with an audit event', async () => {
    const admin = await as('admin-a@example.no');
    const ceo = await admin.post(`/api/company/${orgA}/roles`, { ...person, role: 'ceo', email: '', middleName: '' });
    expect(ceo.status).toBe(201);
    const created = await ceo.json();
    expect(created).toEqual({ id: created.id, companyroleId: created.id, role: 'ceo', ...person, middleName: null, email: null });
    await admin.post(`/api/company/${orgA}/roles`, { ...person, firstName: 'Per', role: 'chairperson' });
    await admin.post(`/api/company/${orgA}/roles`, { ...person, firstName: 'Ola', role: 'observer' });

    const list = await admin.get(`/api/company/${orgA}/roles`);
    expect(list.headers.get('content-range')).toBe('roles 0-2/3');
    expect((await list.json()).map((role: { role: string }) => role.role)).toEqual(['chairperson', 'ceo', 'observer']);
    expect(await (await admin.get(`/api/company/${orgA}/roles/${created.id}`)).json()).toEqual(created);

    const edited = await admin.put(`/api/company/${orgA}/roles/${created.id}`, { ...created, lastName: 'Hansen', language: 'en' });
    expect(await edited.json()).toMatchObject({ id: created.id, lastName: 'Hansen', language: 'en' });
    const deleted = await admin.delete(`/api/company/${orgA}/roles/${created.id}`);
    expect(await deleted.json()).toMatchObject({ id: created.id, lastName: 'Hansen' });
    expect((await admin.get(`/api/company/${orgA}/roles/${created.id}`)).status).toBe(404);
    const types = (await t.orm.em.fork().find(AuditEvent, { type: { $like: 'companyRole.%' } })).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['companyRole.created', 'companyRole.edited', 'companyRole.deleted']));
  });

  it('refuses bad input with message keys and writes nothing', async () => {
    const admin = await as('admin-a@example.no');
    const before = await (await admin.get(`/api/company/${orgA}/roles`)).json();
    const response = await admin.post(`/api/company/${orgA}/roles`, { role: 'king', firstName: ' ', email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      role: 'invalidValue',
      firstName: 'required',
      lastName: 'required',
      email: 'email-field.invalid-email',
    });
    expect((await admin.put(`/api/company/${orgA}/roles/not-a-uuid`, { ...person, role: 'ceo' })).status).toBe(400);
    expect(await (await admin.get(`/api/company/${orgA}/roles`)).json()).toEqual(before);
  });

  it('gives a user board access with their first board role and takes it with their last', async () => {
    const admin = await as('admin-a@example.no');
    const chair = await (await admin.post(`/api/company/${orgA}/roles`, { ...person, role: 'chairperson', email: 'Styre@Example.no' })).json();
    const member = await (await admin.post(`/api/company/${orgA}/roles`, { ...person, role: 'deputy_member', email: 'styre@example.no' })).json();
    expect(await boardAccesses('styre@example.no')).toBe(1);
    const board = await as('styre@example.no');
    expect((await board.get(`/api/company/${orgA}`)).status).toBe(200);

    await admin.delete(`/api/company/${orgA}/roles/${chair.id}`);
    expect(await boardAccesses('styre@example.no')).toBe(1);
    // From a board role to a non-board role: the last board role is gone.
    await admin.put(`/api/company/${orgA}/roles/${member.id}`, { ...member, role: 'ceo' });
    expect(await boardAccesses('styre@example.no')).toBe(0);
    await admin.put(`/api/company/${orgA}/roles/${member.id}`, { ...member, role: 'member' });
    expect(await boardAccesses('styre@example.no')).toBe(1);
    // Another email: the access moves with the role.
    await admin.put(`/api/company/${orgA}/roles/${member.id}`, { ...member, role: 'member', email: 'nobody@example.no' });
    expect(await boardAccesses('styre@example.no')).toBe(0);
  });

  it("never lets one company's admin see or change another's roles", async () => {
    const adminA = await as('admin-a@example.no');
    const role = await (await adminA.post(`/api/company/${orgA}/roles`, { ...person, role: 'member' })).json();
    const adminB = await as('admin-b@example.no');
    for (const response of [
      await adminB.get(`/api/company/${orgA}/roles`),
      await adminB.post(`/api/company/${orgA}/roles`, { ...person, role: 'member' }),
      await adminB.put(`/api/company/${orgA}/roles/${role.id}`, { ...person, role: 'ceo' }),
      await adminB.delete(`/api/company/${orgA}/roles/${role.id}`),
    ])
      expect(response.status).toBe(403);
    // Through their own company, another company's role is unknown.
    const crossed = await adminB.put(`/api/company/${orgB}/roles/${role.id}`, { ...person, role: 'ceo' });
    expect(crossed.status).toBe(404);
    expect((await crossed.json()).error.code).toBe('companyRoles.notFound');
    expect((await adminB.delete(`/api/company/${orgB}/roles/${role.id}`)).status).toBe(404);
  });

  it('lets a custom role read with companyRoles VIEW, change with EDIT, and a super-admin only read', async () => {
    const viewer = await as('viewer-a@example.no');
    expect((await viewer.get(`/api/company/${orgA}/roles`)).status).toBe(200);
    expect((await viewer.post(`/api/company/${orgA}/roles`, { ...person, role: 'member' })).status).toBe(403);
    expect((await (await as('editor-a@example.no')).post(`/api/company/${orgA}/roles`, { ...person, role: 'member' })).status).toBe(201);
    const superAdmin = await as('super@example.no');
    expect((await superAdmin.get(`/api/company/${orgA}/roles`)).status).toBe(200);
    expect((await superAdmin.post(`/api/company/${orgA}/roles`, { ...person, role: 'member' })).status).toBe(403);
  });
});
