import { createCustomRole, createShareholder, createShareClass, inviteAdministrator, recordTransaction, updateShareholderField, type Company, type User } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { signedInClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
// The owner administers P and P2; `other` administers Q; the colleague administers P and Q; the role user holds role R (created in P, covering P2).
const [orgP, orgP2, orgQ, orgNew, orgHolder] = ['912345602', '912345610', '912345645', '912345653', '912345637'];
const ids: Record<string, string> = {};
let ownerUser: User;

const as = (email: string) => signedInClient(t.app, email);
const body = async (response: Response) => {
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
};
const refused = async (response: Response) => ({ status: response.status, code: (await response.json()).error.code });

/** One class (1 vote a share) and an opening shareholding of a holding company and a person. */
const seedRegister = async (company: Company, actor: User, holderShares: number, personShares: number) => {
  await t.orm.em.fork().transactional(async (em) => {
    const [c, a] = [em.merge(company), em.merge(actor)];
    const shareClass = await createShareClass({ em, actor: a, company: c, input: { organizationnumber: c.organisationNumber, shareTypeCode: 'A', vote: '1', historical: false } });
    const holder = await createShareholder({ em, actor: a, company: c, isCompany: true });
    const person = await createShareholder({ em, actor: a, company: c, isCompany: false });
    const set = (shareholderId: string, fieldName: 'shareholderName' | 'companyNumber' | 'email' | 'city', newValue: string) =>
      updateShareholderField({ em, actor: a, company: c, shareholderId, fieldName, newValue, allowSyntheticTestNumbers: true });
    await set(holder.id, 'shareholderName', 'Felles Holding AS');
    await set(holder.id, 'companyNumber', orgHolder);
    await set(holder.id, 'email', `post@${c.organisationNumber}.no`);
    await set(holder.id, 'city', company.name === 'Fremmed AS' ? 'Hemmelig' : 'Oslo');
    await set(person.id, 'shareholderName', `Person i ${company.name}`);
    const allocation = [
      { shareholderId: holder.id, sharetypeId: shareClass.id, numberOfShares: BigInt(holderShares) },
      { shareholderId: person.id, sharetypeId: shareClass.id, numberOfShares: BigInt(personShares) },
    ];
    await recordTransaction({ em, actor: a, company: c, transaction: { kind: 'shareholdingperdate', input: { organizationnumber: c.organisationNumber, transactionDate: '2024-01-15T12:00:00.000Z', nominalValue: '1.00', shareAllocation: allocation } } });
  });
};

beforeAll(async () => {
  t = await createTestApp();
  const [p, p2, q] = [await createTestCompany(t.orm, orgP, 'Alfa AS'), await createTestCompany(t.orm, orgP2, 'Beta AS'), await createTestCompany(t.orm, orgQ, 'Fremmed AS')];
  const owner = await createTestUser(t.orm, 'owner@example.no');
  const other = await createTestUser(t.orm, 'other@example.no');
  const colleague = await createTestUser(t.orm, 'colleague@example.no');
  const roleUser = await createTestUser(t.orm, 'role@example.no');
  await grantTestAccess(t.orm, owner, p, 'ADMIN');
  await grantTestAccess(t.orm, owner, p2, 'ADMIN');
  await grantTestAccess(t.orm, other, q, 'ADMIN');
  await grantTestAccess(t.orm, colleague, p, 'ADMIN');
  await grantTestAccess(t.orm, colleague, q, 'ADMIN');
  await grantTestAccess(t.orm, roleUser, p, 'BOARD_MEMBER');
  await grantTestAccess(t.orm, roleUser, p2, 'BOARD_MEMBER');
  await seedRegister(p, owner, 300, 700);
  await seedRegister(p2, owner, 100, 100);
  await seedRegister(q, other, 500, 500);
  const em = t.orm.em.fork();
  const role = await createCustomRole({
    em,
    actor: em.merge(owner),
    company: em.merge(p),
    input: { name: 'Regnskap', texts: [], featureLevels: { shareholders: 'VIEW' }, companies: [orgP2], userIds: [roleUser.id] },
  });
  await inviteAdministrator({ em: t.orm.em.fork(), actor: owner, input: { email: 'colleague@example.no', language: 'nb', inviteTo: [orgP2] }, appUrl: 'http://localhost' });
  ownerUser = owner;
  Object.assign(ids, { owner: owner.id, colleague: colleague.id, roleUser: roleUser.id, role: role.id });
});
afterAll(() => t.close());

describe('an administrator across the portfolio', () => {
  it('shows the accesses and open invitations in the companies the viewer administers, never another company', async () => {
    const owner = await as('owner@example.no');
    const admin = await body(await owner.get(`/api/portfolio/all/contacts/admins/${ids.colleague}`));
    expect(admin).toEqual({
      externalId: ids.colleague,
      name: 'Test Person',
      email: 'colleague@example.no',
      isSelf: false,
      companies: [{ organisationNumber: orgP, name: 'Alfa AS', accessType: 'ADMIN', customRoleId: null, customRoleName: null }],
      pendingInvitations: [{ id: expect.any(String), organisationNumber: orgP2, companyName: 'Beta AS', expiresAt: expect.any(String) }],
    });
    const roleHolder = await body(await owner.get(`/api/portfolio/admin/contacts/admins/${ids.roleUser}`));
    expect(roleHolder.companies).toEqual([
      { organisationNumber: orgP, name: 'Alfa AS', accessType: 'CUSTOM', customRoleId: ids.role, customRoleName: 'Regnskap' },
      { organisationNumber: orgP2, name: 'Beta AS', accessType: 'CUSTOM', customRoleId: ids.role, customRoleName: 'Regnskap' },
    ]);

    const other = await as('other@example.no');
    // The colleague administers Q too: its admin sees only Q, and nothing of the role user or the owner.
    expect((await body(await other.get(`/api/portfolio/all/contacts/admins/${ids.colleague}`))).companies).toEqual([expect.objectContaining({ organisationNumber: orgQ })]);
    expect((await body(await other.get(`/api/portfolio/all/contacts/admins/${ids.colleague}`))).pendingInvitations).toEqual([]);
    expect(await refused(await other.get(`/api/portfolio/all/contacts/admins/${ids.roleUser}`))).toEqual({ status: 404, code: 'notFound' });
    expect(await refused(await other.get(`/api/portfolio/all/contacts/admins/${ids.owner}`))).toEqual({ status: 404, code: 'notFound' });
    expect(await refused(await owner.get(`/api/portfolio/board_member/contacts/admins/${ids.colleague}`))).toEqual({ status: 403, code: 'portfolio.tabNotInScope' });
    expect((await owner.get('/api/portfolio/all/contacts/admins/not-a-uuid')).status).toBe(400);
  });

  it('revokes one company through the existing revoke call; another company’s admin cannot', async () => {
    const other = await as('other@example.no');
    expect((await other.post('/api/portfolio/admins/revoke-all', { externalId: ids.colleague, orgNos: [orgP] })).status).toBeGreaterThanOrEqual(403);
    const owner = await as('owner@example.no');
    expect(await body(await owner.post('/api/portfolio/admins/revoke-all', { externalId: ids.colleague, orgNos: [orgP] }))).toEqual({ revoked: 1 });
    // No access left in the owner's companies: the page is gone for them, while Q's admin still sees Q.
    expect((await owner.get(`/api/portfolio/all/contacts/admins/${ids.colleague}`)).status).toBe(404);
    expect((await body(await other.get(`/api/portfolio/all/contacts/admins/${ids.colleague}`))).companies).toHaveLength(1);
  });
});

describe('a custom role across the portfolio', () => {
  it('shows the role’s levels, companies and holders, and one holder; 404 to another company’s admin', async () => {
    const owner = await as('owner@example.no');
    const role = await body(await owner.get(`/api/portfolio/all/contacts/custom-role/${ids.role}`));
    expect(role).toMatchObject({
      id: ids.role,
      name: 'Regnskap',
      featureLevels: expect.objectContaining({ shareholders: 'VIEW', transactions: 'NONE' }),
      companies: [
        { organisationNumber: orgP, name: 'Alfa AS' },
        { organisationNumber: orgP2, name: 'Beta AS' },
      ],
      holders: [{ externalId: ids.roleUser, name: 'Test Person', email: 'role@example.no', companies: [expect.objectContaining({ organisationNumber: orgP }), expect.objectContaining({ organisationNumber: orgP2 })] }],
    });
    const details = await body(await owner.get(`/api/portfolio/all/contacts/custom-role/${ids.role}/details/${ids.roleUser}`));
    expect(details).toMatchObject({ role: { id: ids.role, name: 'Regnskap' }, holder: { externalId: ids.roleUser } });
    expect(await refused(await owner.get(`/api/portfolio/all/contacts/custom-role/${ids.role}/details/${ids.owner}`))).toEqual({ status: 404, code: 'notFound' });

    const other = await as('other@example.no');
    expect(await refused(await other.get(`/api/portfolio/all/contacts/custom-role/${ids.role}`))).toEqual({ status: 404, code: 'customRoles.notFound' });
    expect(await refused(await other.get(`/api/portfolio/all/contacts/custom-role/${ids.role}/details/${ids.roleUser}`))).toEqual({ status: 404, code: 'customRoles.notFound' });
  });
});

describe('a holder across the portfolio', () => {
  it('shows shares, votes and parts per administered company and each company’s contact facts, by the shareholders tab’s id', async () => {
    const owner = await as('owner@example.no');
    const list = await body(await owner.get(`/api/portfolio/all/shareholders?filter=${encodeURIComponent('{"q":"Felles"}')}`));
    const id = list[0].id as string;
    const holder = await body(await owner.get(`/api/portfolio/all/shareholders/${id}`));
    expect(holder).toEqual({
      id,
      name: 'Felles Holding AS',
      isCompany: true,
      companyNumber: orgHolder,
      holdings: [
        { organisationNumber: orgP, companyName: 'Alfa AS', shareholderId: expect.any(String), shares: '300', votes: '300', ownershipInPercent: '30.00', votesInPercent: '30.00' },
        { organisationNumber: orgP2, companyName: 'Beta AS', shareholderId: expect.any(String), shares: '100', votes: '100', ownershipInPercent: '50.00', votesInPercent: '50.00' },
      ],
      contacts: [
        expect.objectContaining({ organisationNumber: orgP, email: `post@${orgP}.no`, city: 'Oslo' }),
        expect.objectContaining({ organisationNumber: orgP2, email: `post@${orgP2}.no` }),
      ],
    });
    // The same holder is in Q: Q's admin sees only Q's holding and facts; the owner never sees Q's.
    const other = await as('other@example.no');
    const seenByOther = await body(await other.get(`/api/portfolio/all/shareholders/${id}`));
    expect(seenByOther.holdings).toEqual([expect.objectContaining({ organisationNumber: orgQ, shares: '500' })]);
    expect(JSON.stringify(holder)).not.toContain('Hemmelig');
    const person = (await body(await owner.get(`/api/portfolio/all/shareholders?filter=${encodeURIComponent('{"q":"Person i Alfa"}')}`)))[0].id;
    expect(await refused(await other.get(`/api/portfolio/all/shareholders/${person}`))).toEqual({ status: 404, code: 'shareholders.notFound' });
    expect(await refused(await owner.get(`/api/portfolio/shareholder/shareholders/${id}`))).toEqual({ status: 403, code: 'portfolio.tabNotInScope' });
    expect((await owner.get('/api/portfolio/all/shareholders/not-a-digest')).status).toBe(400);
  });
});

describe('the follow-up count', () => {
  it('counts follow-up items per company and tab, resets to 0 when the follow-up is opened, and counts new items again', async () => {
    const owner = await as('owner@example.no');
    // Each company lacks a chairperson (company info) and has holders without email or id (shareholders).
    expect(await body(await owner.get('/api/portfolio/follow-up/count'))).toEqual({ count: 4, total: 4 });
    expect(await body(await owner.post('/api/portfolio/follow-up/seen', {}))).toEqual({ count: 0, total: 4 });
    expect(await body(await owner.get('/api/portfolio/follow-up/count'))).toEqual({ count: 0, total: 4 });
    // Another user's count is their own.
    expect((await body(await (await as('other@example.no')).get('/api/portfolio/follow-up/count'))).count).toBe(2);
    // A new company with nothing registered is a new item.
    await grantTestAccess(t.orm, ownerUser, await createTestCompany(t.orm, orgNew, 'Ny AS'), 'ADMIN');
    expect(await body(await owner.get('/api/portfolio/follow-up/count'))).toEqual({ count: 1, total: 5 });
  });
});
