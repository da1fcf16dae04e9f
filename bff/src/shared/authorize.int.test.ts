import { modulesFor } from '@andel/domain/shared';
import { CompanyAccess, CustomRole, revokeCompanyAccess } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../testing/test-users';

let t: TestApp;
const orgA = '928471632';
const orgB = '931754289';
const shareholderId = '6f1b0c5e-2a43-4d55-9d1c-3f6a1f0d2a22';

const signedIn = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = [await createTestCompany(t.orm, orgA), await createTestCompany(t.orm, orgB)];
  const admin = await createTestUser(t.orm, 'admin-a@example.no');
  await grantTestAccess(t.orm, admin, a, 'ADMIN');
  const holder = await createTestUser(t.orm, 'holder-a@example.no');
  await grantTestAccess(t.orm, holder, a, 'SHAREHOLDER', { shareholderId });
  const board = await createTestUser(t.orm, 'board-a@example.no');
  await grantTestAccess(t.orm, board, a, 'BOARD_MEMBER');
  await createTestUser(t.orm, 'super@example.no', { superAdmin: true });
  const em = t.orm.em.fork();
  const role = em.create(CustomRole, { company: em.merge(a), name: 'Dashboard only', permissions: { dashboard: 'VIEW' }, modules: modulesFor({ dashboard: 'VIEW' }) });
  await em.flush();
  const custom = await createTestUser(t.orm, 'custom-a@example.no');
  await grantTestAccess(t.orm, custom, a, 'CUSTOM', { customRoleId: role.id });
  await createTestUser(t.orm, 'stranger@example.no');
  expect(b.organisationNumber).toBe(orgB);
});
afterAll(() => t.close());

describe('company authorization', () => {
  it('answers 401 without a session', async () => {
    const response = await new TestClient(t.app).get(`/api/company/${orgA}`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('auth.notAuthenticated');
  });

  it('answers 404 for an unknown company', async () => {
    const response = await (await signedIn('admin-a@example.no')).get('/api/company/999999999');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('company.notFound');
  });

  it("never lets a user of one company read another's", async () => {
    const admin = await signedIn('admin-a@example.no');
    expect((await admin.get(`/api/company/${orgA}`)).status).toBe(200);
    const other = await admin.get(`/api/company/${orgB}`);
    expect(other.status).toBe(403);
    expect((await other.json()).error.code).toBe('access.forbidden');
    expect((await (await signedIn('stranger@example.no')).get(`/api/company/${orgA}`)).status).toBe(403);
  });

  it('keeps each portal to its audience', async () => {
    const holder = await signedIn('holder-a@example.no');
    expect((await holder.get(`/api/shareholder-view/${orgA}/${shareholderId}`)).status).toBe(200);
    expect((await holder.get(`/api/shareholder-view/${orgA}/7a1b0c5e-2a43-4d55-9d1c-3f6a1f0d2a33`)).status).toBe(403);
    expect((await holder.get(`/api/board-member-view/${orgA}`)).status).toBe(403);
    const board = await signedIn('board-a@example.no');
    expect((await board.get(`/api/board-member-view/${orgA}`)).status).toBe(200);
    expect((await board.get(`/api/shareholder-view/${orgA}/${shareholderId}`)).status).toBe(403);
    const admin = await signedIn('admin-a@example.no');
    expect((await admin.get(`/api/board-member-view/${orgA}`)).status).toBe(403);
  });

  it('lets a custom role in only through the feature it grants', async () => {
    const custom = await signedIn('custom-a@example.no');
    expect((await custom.get(`/api/company/${orgA}`)).status).toBe(200);
    expect((await custom.get(`/api/company/${orgB}`)).status).toBe(403);
  });

  it('lets a super-admin look at any company', async () => {
    const superAdmin = await signedIn('super@example.no');
    expect(await superAdmin.get(`/api/company/${orgB}`).then((r) => r.json())).toMatchObject({ accessType: 'SUPERADMIN' });
    expect((await superAdmin.get('/api/auth/getloggedonuser').then((r) => r.json())).isSuperAdmin).toBe(true);
  });

  it('takes access away at once when it is revoked', async () => {
    const holder = await signedIn('holder-a@example.no');
    const em = t.orm.em.fork();
    const access = await em.findOneOrFail(CompanyAccess, { user: { email: 'holder-a@example.no' } });
    await revokeCompanyAccess({ em, actor: null, access });
    expect((await holder.get(`/api/shareholder-view/${orgA}/${shareholderId}`)).status).toBe(401);
    const again = await signedIn('holder-a@example.no');
    expect((await again.get(`/api/shareholder-view/${orgA}/${shareholderId}`)).status).toBe(403);
  });
});
