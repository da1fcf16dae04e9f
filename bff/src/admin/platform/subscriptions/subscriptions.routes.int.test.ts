import { modulesFor } from '@andel/domain/shared';
import { AuditEvent, Company, CustomRole } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
const [orgA, orgB] = ['928471632', '931754289'];

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};
const companyA = () => t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgA });

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = [await createTestCompany(t.orm, orgA), await createTestCompany(t.orm, orgB)];
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-a@example.no'), a, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-b@example.no'), b, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board-a@example.no'), a, 'BOARD_MEMBER');
  const em = t.orm.em.fork();
  const settings = em.create(CustomRole, { company: em.merge(a), name: 'Settings editor', permissions: { companySettings: 'EDIT' }, modules: modulesFor({ companySettings: 'EDIT' }) });
  await em.flush();
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'settings-a@example.no'), a, 'CUSTOM', { customRoleId: settings.id });
});
afterAll(() => t.close());

describe('company settings', () => {
  it('shows the billing overview with the price band of the company', async () => {
    const admin = await as('admin-a@example.no');
    const billing = await (await admin.get(`/api/company-settings/${orgA}/billing`)).json();
    expect(billing).toMatchObject({ subscriptionType: 'BASIC', subscriptionState: 'ACTIVE', currency: 'NOK', shareholderCount: 0, priceBand: 0 });
    expect(billing.priceBands[0]).toEqual({ from: 0, upTo: 9, price: '2000' });
    expect(billing.offers).toContainEqual({ subscriptionType: 'PRO', price: '2000' });
    expect(billing.offers).toContainEqual({ subscriptionType: 'FREE', price: '0' });
  });

  it('changes the tier, keeps an active subscription active, and audits before and after', async () => {
    const admin = await as('admin-a@example.no');
    const changed = await admin.put(`/api/company-settings/${orgA}/subscription`, { subscriptionType: 'PRO' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ subscriptionType: 'PRO', subscriptionState: 'ACTIVE' });
    const header = await (await admin.get(`/api/company/${orgA}`)).json();
    expect(header.subscription).toMatchObject({ subscriptionType: 'PRO', isActive: true });
    expect(header.subscription.capabilities).toContain('decisionCategories');
    const event = await t.orm.em.fork().findOneOrFail(AuditEvent, { type: 'company.subscriptionChanged' });
    expect(event.payload).toMatchObject({ before: { subscriptionType: 'BASIC' }, after: { subscriptionType: 'PRO' } });
  });

  it('refuses a tier that cannot be chosen with a message key and changes nothing', async () => {
    const admin = await as('admin-a@example.no');
    const refused = await admin.put(`/api/company-settings/${orgA}/subscription`, { subscriptionType: 'SHAREHOLDER_REGISTER_LEGACY' });
    expect(refused.status).toBe(400);
    expect((await companyA()).subscriptionType).toBe('PRO');
  });

  it('lets only admins handle billing; board members, custom roles and other companies are refused', async () => {
    for (const email of ['board-a@example.no', 'settings-a@example.no', 'admin-b@example.no']) {
      const client = await as(email);
      expect((await client.get(`/api/company-settings/${orgA}/billing`)).status, email).toBe(403);
      expect((await client.put(`/api/company-settings/${orgA}/subscription`, { subscriptionType: 'FREE' })).status, email).toBe(403);
    }
    expect((await companyA()).subscriptionType).toBe('PRO');
  });

  it('turns the shareholder portal off and on for admins and custom roles with settings EDIT, not for board members', async () => {
    const custom = await as('settings-a@example.no');
    expect(await (await custom.put(`/api/company-settings/${orgA}/shareholder-portal`, { enabled: false })).json()).toEqual({ enabled: false });
    expect((await companyA()).shareholderPortalEnabled).toBe(false);
    const board = await as('board-a@example.no');
    expect((await board.put(`/api/company-settings/${orgA}/shareholder-portal`, { enabled: true })).status).toBe(403);
    const admin = await as('admin-a@example.no');
    expect((await admin.put(`/api/company-settings/${orgA}/shareholder-portal`, { enabled: 'yes' })).status).toBe(400);
    expect(await (await admin.put(`/api/company-settings/${orgA}/shareholder-portal`, { enabled: true })).json()).toEqual({ enabled: true });
  });
});
