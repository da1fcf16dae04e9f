import { modulesFor } from '@andel/domain/shared';
import { AuditEvent, CompanyAccess, CustomRole, EmailOutbox, Invitation, User } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
const [orgA, orgB, orgC] = ['928471632', '931754289', '914778271'];

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};
/** The invitation path of the newest email to an address, as the recipient would click it. */
const linkTo = async (email: string) => {
  const [mail] = await t.orm.em.fork().find(EmailOutbox, { to: email, template: 'invitation' }, { orderBy: { id: 'desc' }, limit: 1 });
  const match = mail?.text.match(/http:\/\/localhost:3000(\/(?:batch-)?invitation\/[^\s]+)/);
  if (!match) throw new Error(`no invitation email to ${email}`);
  return match[1]!;
};
const accessesOf = async (email: string) =>
  (await t.orm.em.fork().find(CompanyAccess, { user: { email } }, { populate: ['company'] })).map((a) => `${a.company.organisationNumber}:${a.accessType}`).sort();

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, c] = [await createTestCompany(t.orm, orgA, 'Alfa AS'), await createTestCompany(t.orm, orgB, 'Beta AS'), await createTestCompany(t.orm, orgC)];
  const admin = await createTestUser(t.orm, 'admin@example.no');
  await grantTestAccess(t.orm, admin, a, 'ADMIN');
  await grantTestAccess(t.orm, admin, b, 'ADMIN');
  await grantTestAccess(t.orm, admin, c, 'BOARD_MEMBER');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board@example.no'), a, 'BOARD_MEMBER');
  await createTestUser(t.orm, 'known@example.no');
});
afterAll(() => t.close());

describe('inviting an administrator', () => {
  it('emails a link in the chosen language; the new user sets a password, is signed in and is ADMIN', async () => {
    const admin = await as('admin@example.no');
    const sent = await admin.post('/api/portfolio/admins/invite', { email: 'New@Example.no', language: 'en', inviteTo: [orgA] });
    expect(sent.status).toBe(201);
    const [mail] = await t.orm.em.fork().find(EmailOutbox, { to: 'new@example.no' });
    expect(mail).toMatchObject({ language: 'en', subject: 'Test Person has invited you to Alfa AS in Andel' });
    const link = await linkTo('new@example.no');
    expect(link).toMatch(/^\/invitation\/[0-9a-f-]{36}\/[\w-]{43}$/);

    const visitor = new TestClient(t.app);
    expect(await (await visitor.get(`/api${link}`)).json()).toMatchObject({
      type: 'USER',
      email: 'new@example.no',
      inviterName: 'Test Person',
      companies: [{ organisationNumber: orgA, name: 'Alfa AS' }],
      status: 'PENDING',
      userExists: false,
    });
    const noPassword = await visitor.post(`/api${link}/accept`, {});
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).error.code).toBe('invitation.passwordRequired');
    expect((await visitor.post(`/api${link}/accept`, { name: 'Nina Ny', password: 'short' })).status).toBe(400);

    const accepted = await visitor.post(`/api${link}/accept`, { name: 'Nina Ny', password: 'Long-enough-1' });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ granted: [{ organisationNumber: orgA, accessType: 'ADMIN', shareholderId: null, customRoleId: null }] });
    expect((await visitor.get(`/api/company-settings/${orgA}/users`)).status).toBe(200);
    expect(await accessesOf('new@example.no')).toEqual([`${orgA}:ADMIN`]);
    expect((await t.orm.em.fork().findOneOrFail(User, { email: 'new@example.no' })).emailVerified).toBe(true);

    const again = await new TestClient(t.app).post(`/api${link}/accept`, { name: 'Someone', password: 'Long-enough-2' });
    expect(again.status).toBe(409);
    expect((await (await new TestClient(t.app).get(`/api${link}`)).json()).status).toBe('USED');
    const events = await t.orm.em.fork().find(AuditEvent, { type: { $in: ['invitation.sent', 'invitation.accepted'] } });
    expect(events.map((event) => event.type).sort()).toEqual(['invitation.accepted', 'invitation.sent']);
  });

  it('answers a wrong token like an unknown invitation', async () => {
    const link = await linkTo('new@example.no');
    const forged = link.replace(/\/[^/]+$/, '/x'.padEnd(44, 'x'));
    expect((await new TestClient(t.app).get(`/api${forged}`)).status).toBe(404);
    expect((await new TestClient(t.app).get('/api/invitation/not-a-uuid/abc')).status).toBe(404);
  });

  it('refuses companies the inviter does not administer, and board members, writing nothing', async () => {
    const admin = await as('admin@example.no');
    expect((await admin.post('/api/portfolio/admins/invite', { email: 'x@example.no', language: 'nb', inviteTo: [orgA, orgC] })).status).toBe(403);
    const board = await as('board@example.no');
    expect((await board.post('/api/portfolio/admins/invite', { email: 'x@example.no', language: 'nb', inviteTo: [orgA] })).status).toBe(403);
    const invalid = await admin.post('/api/portfolio/admins/invite', { email: 'not-an-email', language: 'nb', inviteTo: [] });
    expect(await invalid.json()).toMatchObject({ errors: { email: 'email-field.invalid-email', inviteTo: 'required' } });
    expect(await t.orm.em.fork().count(Invitation, { email: 'x@example.no' })).toBe(0);
  });

  it('sends one batch link for several companies; a known user accepts it signed in as themselves', async () => {
    const admin = await as('admin@example.no');
    await admin.post('/api/portfolio/admins/invite', { email: 'known@example.no', language: 'nb', inviteTo: [orgA, orgB] });
    expect(await t.orm.em.fork().count(EmailOutbox, { to: 'known@example.no' })).toBe(1);
    const link = await linkTo('known@example.no');
    expect(link).toMatch(/^\/batch-invitation\//);

    const anonymous = new TestClient(t.app);
    expect(await (await anonymous.get(`/api${link}`)).json()).toMatchObject({ userExists: true, signedInAsInvitee: false, companies: [{ name: 'Alfa AS' }, { name: 'Beta AS' }] });
    expect((await anonymous.post(`/api${link}/accept`, {})).status).toBe(401);
    expect((await admin.post(`/api${link}/accept`, {})).status).toBe(403);

    const known = await as('known@example.no');
    expect((await known.post(`/api${link}/accept`, {})).status).toBe(200);
    expect(await accessesOf('known@example.no')).toEqual([`${orgA}:ADMIN`, `${orgB}:ADMIN`]);
  });

  it('refuses an expired invitation', async () => {
    const admin = await as('admin@example.no');
    await admin.post('/api/portfolio/admins/invite', { email: 'late@example.no', language: 'nb', inviteTo: [orgA] });
    const em = t.orm.em.fork();
    await em.nativeUpdate(Invitation, { email: 'late@example.no' }, { expiresAt: new Date(Date.now() - 1000) });
    const link = await linkTo('late@example.no');
    const visitor = new TestClient(t.app);
    expect((await (await visitor.get(`/api${link}`)).json()).status).toBe('EXPIRED');
    expect((await visitor.post(`/api${link}/accept`, { name: 'Late Person', password: 'Long-enough-1' })).status).toBe(410);
  });

  it('grants CUSTOM access with the role named in the invitation', async () => {
    const em = t.orm.em.fork();
    const company = await em.findOneOrFail(CompanyAccess, { user: { email: 'admin@example.no' }, company: { organisationNumber: orgA } }, { populate: ['company'] });
    const role = em.create(CustomRole, { company: company.company, name: 'Register keeper', permissions: { shareholders: 'EDIT' }, modules: modulesFor({ shareholders: 'EDIT' }) });
    await em.flush();
    const admin = await as('admin@example.no');
    await admin.post('/api/portfolio/admins/invite', { email: 'keeper@example.no', language: 'nb', inviteTo: [orgA], inviteToRoleId: role.id });
    const visitor = new TestClient(t.app);
    await visitor.post(`/api${await linkTo('keeper@example.no')}/accept`, { name: 'Kari Keeper', password: 'Long-enough-1' });
    const access = await t.orm.em.fork().findOneOrFail(CompanyAccess, { user: { email: 'keeper@example.no' } });
    expect(access).toMatchObject({ accessType: 'CUSTOM', customRoleId: role.id });
  });
});

describe('inviting to a custom role', () => {
  it('refuses a role of a company the inviter does not administer, or one not covering the invited company, writing nothing', async () => {
    const em = t.orm.em.fork();
    const other = await createTestCompany(t.orm, '922223333', 'Annen AS');
    const theirs = em.create(CustomRole, { company: em.merge(other), name: 'Their role', permissions: { shareholders: 'EDIT' }, modules: modulesFor({ shareholders: 'EDIT' }) });
    const betaAccess = await em.findOneOrFail(CompanyAccess, { user: { email: 'admin@example.no' }, company: { organisationNumber: orgB } }, { populate: ['company'] });
    const betaOnly = em.create(CustomRole, { company: betaAccess.company, name: 'Beta only', permissions: { shareholders: 'VIEW' }, modules: modulesFor({ shareholders: 'VIEW' }) });
    await em.flush();
    const admin = await as('admin@example.no');
    for (const roleId of [theirs.id, betaOnly.id]) {
      const refused = await admin.post('/api/portfolio/admins/invite', { email: 'sneaky@example.no', language: 'nb', inviteTo: [orgA], inviteToRoleId: roleId });
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.code).toBe('invitation.customRoleNotFound');
    }
    expect(await t.orm.em.fork().count(Invitation, { email: 'sneaky@example.no' })).toBe(0);
  });
});

describe('a company\'s users', () => {
  it('lists accesses and open invitations; only admins see them', async () => {
    const admin = await as('admin@example.no');
    await admin.post('/api/portfolio/admins/invite', { email: 'pending@example.no', language: 'nb', inviteTo: [orgB] });
    const users = await (await admin.get(`/api/company-settings/${orgB}/users`)).json();
    expect(users.map((user: { email: string; accessType: string; pending: boolean }) => [user.email, user.accessType, user.pending])).toEqual([
      ['admin@example.no', 'ADMIN', false],
      ['known@example.no', 'ADMIN', false],
      ['pending@example.no', 'ADMIN', true],
    ]);
    expect((await (await as('board@example.no')).get(`/api/company-settings/${orgA}/users`)).status).toBe(403);
  });

  it('moves an open invitation to another address; the old link stops working', async () => {
    const admin = await as('admin@example.no');
    const oldLink = await linkTo('pending@example.no');
    const pending = await t.orm.em.fork().findOneOrFail(Invitation, { email: 'pending@example.no' });
    const moved = await admin.post('/api/portfolio/admins/update-email', { email: 'moved@example.no', externalId: pending.id });
    expect(moved.status).toBe(200);
    expect((await new TestClient(t.app).get(`/api${oldLink}`)).status).toBe(404);
    expect((await (await new TestClient(t.app).get(`/api${await linkTo('moved@example.no')}`)).json()).companies).toEqual([{ organisationNumber: orgB, name: 'Beta AS' }]);
    const user = await t.orm.em.fork().findOneOrFail(User, { email: 'known@example.no' });
    expect((await admin.post('/api/portfolio/admins/update-email', { email: 'y@example.no', externalId: user.id })).status).toBe(409);
  });

  it('revokes one access; the user\'s next request has no access', async () => {
    const known = await as('known@example.no');
    expect((await known.get(`/api/company-settings/${orgA}/users`)).status).toBe(200);
    const admin = await as('admin@example.no');
    const users = await (await admin.get(`/api/company-settings/${orgA}/users`)).json();
    const row = users.find((user: { email: string }) => user.email === 'known@example.no');
    expect((await admin.delete(`/api/company-settings/${orgA}/admin-access/${row.id}`)).status).toBe(200);
    expect((await known.get(`/api/company-settings/${orgA}/users`)).status).toBe(401);
    const again = await as('known@example.no');
    expect((await again.get(`/api/company-settings/${orgA}/users`)).status).toBe(403);
    expect(await accessesOf('known@example.no')).toEqual([`${orgB}:ADMIN`]);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'companyAccess.revoked' })).toBe(1);
  });

  it('revokes all admin access to the companies named, only where the actor is admin', async () => {
    const admin = await as('admin@example.no');
    const known = await t.orm.em.fork().findOneOrFail(User, { email: 'known@example.no' });
    expect((await admin.post('/api/portfolio/admins/revoke-all', { externalId: known.id, orgNos: [orgB, orgC] })).status).toBe(403);
    expect(await accessesOf('known@example.no')).toEqual([`${orgB}:ADMIN`]);
    expect(await (await admin.post('/api/portfolio/admins/revoke-all', { externalId: known.id, orgNos: [orgB] })).json()).toEqual({ revoked: 1 });
    expect(await accessesOf('known@example.no')).toEqual([]);
  });

  it('lists a portfolio\'s administrators per user', async () => {
    const admin = await as('admin@example.no');
    const { id } = await (await admin.post('/api/portfolio/new', { portfolioName: 'Mine' })).json();
    await admin.post(`/api/portfolio/${id}/add-companies`, [orgA, orgB]);
    const admins = await (await admin.get(`/api/portfolio/${id}/admins`)).json();
    expect(admins.map((entry: { email: string; companies: unknown[] }) => [entry.email, entry.companies.length])).toEqual([
      ['keeper@example.no', 1],
      ['new@example.no', 1],
      ['admin@example.no', 2],
    ]);
  });
});
