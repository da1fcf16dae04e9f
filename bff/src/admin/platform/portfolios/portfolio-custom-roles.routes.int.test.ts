import { AuditEvent, CompanyAccess, CustomRole } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { signedInClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
// The owner administers P, P2 and P3; `other` administers Q; the holder holds role R (made in P) in P; R2 is Q's own role.
const [orgP, orgP2, orgP3, orgQ] = ['912345602', '912345610', '912345629', '912345645'];
const ids = { role: '', otherRole: '', holder: '' };

const as = (email: string) => signedInClient(t.app, email);
const accessesOf = async (userId: string) =>
  (await t.orm.em.fork().find(CompanyAccess, { user: userId, accessType: 'CUSTOM' }, { populate: ['company'] })).map((access) => access.company.organisationNumber).sort();

beforeAll(async () => {
  t = await createTestApp();
  const [p, p2, p3, q] = [await createTestCompany(t.orm, orgP, 'Alfa AS'), await createTestCompany(t.orm, orgP2, 'Beta AS'), await createTestCompany(t.orm, orgP3, 'Gamma AS'), await createTestCompany(t.orm, orgQ, 'Fremmed AS')];
  const owner = await createTestUser(t.orm, 'owner@example.no');
  for (const company of [p, p2, p3]) await grantTestAccess(t.orm, owner, company, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'other@example.no'), q, 'ADMIN');
  const holder = await createTestUser(t.orm, 'holder@example.no');
  ids.holder = holder.id;
  await grantTestAccess(t.orm, holder, p, 'BOARD_MEMBER');
  const client = await as('owner@example.no');
  const created = await client.post(`/api/company/${orgP}/custom-roles`, { name: 'Regnskap', featureLevels: { shareholders: 'VIEW' }, companies: [], userIds: [holder.id] });
  ids.role = (await created.json()).id;
  const theirs = await (await as('other@example.no')).post(`/api/company/${orgQ}/custom-roles`, { name: 'Deres', featureLevels: { shareholders: 'VIEW' }, companies: [], userIds: [] });
  ids.otherRole = (await theirs.json()).id;
});
afterAll(() => t.close());

describe('custom roles across the portfolio', () => {
  it('lists the roles of the companies the user administers, with their companies and holders there', async () => {
    const owner = await as('owner@example.no');
    const response = await owner.get('/api/portfolio/all/custom-roles');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { id: ids.role, name: 'Regnskap', texts: [], orgNo: orgP, companies: [{ organisationNumber: orgP, name: 'Alfa AS' }], holderCount: 1, editable: true },
    ]);
    expect(await (await owner.get('/api/portfolio/custom-roles')).json()).toHaveLength(1);
    expect((await owner.get('/api/portfolio/board_member/custom-roles')).status).toBe(403);
    expect((await owner.get('/api/portfolio/not-a-scope/custom-roles')).status).toBe(400);
    expect(await (await (await as('holder@example.no')).get('/api/portfolio/all/custom-roles')).json()).toEqual([]);
  });

  it('gives a role to more companies, where its holders hold it too', async () => {
    const owner = await as('owner@example.no');
    const added = await owner.post('/api/portfolio/add-companies-to-custom-role', { customRoleId: ids.role, companies: [orgP2, orgP3] });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ added: [orgP2, orgP3] });
    expect(await accessesOf(ids.holder)).toEqual([orgP, orgP2, orgP3].sort());
    const role = await t.orm.em.fork().findOneOrFail(CustomRole, { id: ids.role }, { populate: ['companies'] });
    expect(role.companies.getItems().map((company) => company.organisationNumber).sort()).toEqual([orgP, orgP2, orgP3].sort());
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'customRole.companiesAdded' })).toBe(1);
    const holder = await as('holder@example.no');
    expect((await holder.get(`/api/company/${orgP3}/shareholders/list`)).status).toBe(200);
  });

  it('takes one holder\'s access through the role away in the named companies only', async () => {
    const owner = await as('owner@example.no');
    const removed = await owner.post('/api/portfolio/remove-company-access-from-custom-role', { userId: ids.holder, customRoleId: ids.role, companies: [orgP3] });
    expect(removed.status).toBe(200);
    expect(await accessesOf(ids.holder)).toEqual([orgP, orgP2].sort());
    const holder = await as('holder@example.no');
    expect((await holder.get(`/api/company/${orgP3}/shareholders/list`)).status).toBe(403);
    expect((await holder.get(`/api/company/${orgP2}/shareholders/list`)).status).toBe(200);
  });

  it('refuses another company\'s role, companies the actor does not administer and bad bodies, writing nothing', async () => {
    const owner = await as('owner@example.no');
    const before = await accessesOf(ids.holder);
    const theirs = await owner.post('/api/portfolio/add-companies-to-custom-role', { customRoleId: ids.otherRole, companies: [orgP] });
    expect([theirs.status, (await theirs.json()).error.code]).toEqual([404, 'customRoles.notFound']);
    const notMine = await owner.post('/api/portfolio/add-companies-to-custom-role', { customRoleId: ids.role, companies: [orgQ] });
    expect(notMine.status).toBe(403);
    const empty = await owner.post('/api/portfolio/add-companies-to-custom-role', { customRoleId: ids.role, companies: [] });
    expect(empty.status).toBe(400);
    const other = await as('other@example.no');
    const foreign = await other.post('/api/portfolio/remove-company-access-from-custom-role', { userId: ids.holder, customRoleId: ids.role, companies: [orgP] });
    expect(foreign.status).toBe(403);
    const unheld = await owner.post('/api/portfolio/remove-company-access-from-custom-role', { userId: ids.holder, customRoleId: ids.role, companies: [orgP3] });
    expect([unheld.status, (await unheld.json()).error.code]).toEqual([404, 'customRoles.notFound']);
    const malformed = await owner.post('/api/portfolio/remove-company-access-from-custom-role', { userId: 'x', customRoleId: ids.role, companies: [orgP] });
    expect(malformed.status).toBe(400);
    expect(await accessesOf(ids.holder)).toEqual(before);
  });
});
