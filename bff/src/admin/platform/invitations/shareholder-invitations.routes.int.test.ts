import { Company, CompanyAccess, EmailOutbox, InvitationRequest } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';
import { openTestRegister } from '../../../../testing/register-test-setup';

let t: TestApp;
let register: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '928471632';

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};
const invitationPath = async (email: string) => {
  const [mail] = await t.orm.em.fork().find(EmailOutbox, { to: email, template: 'invitation' }, { orderBy: { id: 'desc' }, limit: 1 });
  return mail!.text.match(/http:\/\/localhost:3000(\/invitation\/\S+)/)![1]!;
};

beforeAll(async () => {
  t = await createTestApp();
  register = await openTestRegister(t, orgNo, 3);
  const [h0, h1] = register.holders;
  await register.record('shareholdingperdate', '2025-01-01', { nominalValue: '1', shareAllocation: [{ shareholderId: h0, sharetypeId: register.classA, numberOfShares: 100 }, { shareholderId: h1, sharetypeId: register.classA, numberOfShares: 50 }] });
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board@example.no'), await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo }), 'BOARD_MEMBER');
});
afterAll(() => t.close());

describe('notifying shareholders', () => {
  it('sends one invitation per holder; accepting gives SHAREHOLDER access for that holder', async () => {
    const [h0, h1] = register.holders;
    const sent = await register.admin.post(`/api/invitation/${orgNo}/invite-shareholders`, {
      shareholders: [{ shareholderId: h0, email: 'holder0@example.no' }, { shareholderId: h1, email: 'holder1@example.no' }],
      language: 'nb',
      personalNoteText: 'Velkommen!',
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ count: 2 });
    const [mail] = await t.orm.em.fork().find(EmailOutbox, { to: 'holder0@example.no' });
    expect(mail!.text).toContain('Velkommen!');

    const holder = new TestClient(t.app);
    const link = await invitationPath('holder0@example.no');
    expect((await (await holder.get(`/api${link}`)).json()).type).toBe('SHAREHOLDER');
    expect(await (await holder.post(`/api${link}/accept`, { name: 'Holder Null', password: 'Long-enough-1' })).json()).toEqual({
      granted: [{ organisationNumber: orgNo, accessType: 'SHAREHOLDER', shareholderId: h0, customRoleId: null }],
    });
    expect((await holder.get(`/api/shareholder-view/${orgNo}/${h0}/overview`)).status).toBe(200);
  });

  it('refuses holders without shares, board members, and a company whose portal is off', async () => {
    const [, , h2] = register.holders;
    const noShares = await register.admin.post(`/api/invitation/${orgNo}/invite-shareholders`, { shareholders: [{ shareholderId: h2, email: 'h2@example.no' }], language: 'nb' });
    expect((await noShares.json()).error.code).toBe('invitation.noShares');
    const board = await as('board@example.no');
    expect((await board.post(`/api/invitation/${orgNo}/invite-shareholders`, { shareholders: [{ shareholderId: register.holders[0], email: 'x@example.no' }], language: 'nb' })).status).toBe(403);
    await register.admin.put(`/api/company-settings/${orgNo}/shareholder-portal`, { enabled: false });
    const off = await register.admin.post(`/api/invitation/${orgNo}/invite-shareholders`, { shareholders: [{ shareholderId: register.holders[0], email: 'x@example.no' }], language: 'nb' });
    expect(off.status).toBe(409);
    expect((await off.json()).error.code).toBe('invitation.shareholderPortalOff');
    const invalid = await register.admin.post(`/api/invitation/${orgNo}/invite-shareholders`, { shareholders: [{ shareholderId: register.holders[0], email: '' }], language: 'nb' });
    expect(invalid.status).toBe(400);
    expect(await t.orm.em.fork().count(EmailOutbox, { to: { $in: ['h2@example.no', 'x@example.no'] } })).toBe(0);
    await register.admin.put(`/api/company-settings/${orgNo}/shareholder-portal`, { enabled: true });
  });
});

describe('asking for permission', () => {
  it('needs a receiver and a note for a customer; the admin accepts and the requester gets the access', async () => {
    await createTestUser(t.orm, 'asker@example.no');
    await createTestCompany(t.orm, '931754289');
    const asker = await as('asker@example.no');
    const missing = await asker.post('/api/invitation/ask-for-permission', { organisationNumber: orgNo, requestAccessType: 'board-portal' });
    expect(missing.status).toBe(400);
    const asked = await asker.post('/api/invitation/ask-for-permission', {
      organisationNumber: orgNo,
      companyName: 'Ignored',
      email: `admin-${orgNo}@example.no`,
      autoonboard: false,
      requestAccessType: 'board-portal',
      personalNoteText: 'Jeg sitter i styret.',
    });
    expect(asked.status).toBe(201);
    const { id } = await asked.json();
    const [mail] = await t.orm.em.fork().find(EmailOutbox, { template: 'invitationRequest' });
    expect(mail!.text).toContain(`/invitation-request/${id}`);

    // The requester may read their own request (a pending company entry opens it) but not decide it.
    expect(await (await asker.get(`/api/invitation/invitation-request/${id}`)).json()).toMatchObject({ state: 'PENDING', canDecide: false });
    expect((await asker.post(`/api/invitation/invitation-request/${id}/accept`)).status).toBe(404);
    expect(await (await register.admin.get(`/api/invitation/invitation-request/${id}`)).json()).toMatchObject({
      organisationNumber: orgNo,
      requesterEmail: 'asker@example.no',
      requestAccessType: 'board-portal',
      personalNoteText: 'Jeg sitter i styret.',
      state: 'PENDING',
    });
    expect(await (await register.admin.post(`/api/invitation/invitation-request/${id}/accept`)).json()).toEqual({ state: 'ACCEPTED' });
    expect((await register.admin.post(`/api/invitation/invitation-request/${id}/reject`)).status).toBe(409);
    const access = await t.orm.em.fork().find(CompanyAccess, { user: { email: 'asker@example.no' } });
    expect(access.map((a) => a.accessType)).toEqual(['BOARD_MEMBER']);
    expect((await t.orm.em.fork().findOneOrFail(InvitationRequest, { id })).state).toBe('ACCEPTED');
  });

  it('mails only the company\'s admins, with the note quoted as the requester\'s, and limits requests per user and company', async () => {
    await createTestUser(t.orm, 'spammer@example.no');
    const spammer = await as('spammer@example.no');
    const ask = (email: string, note = 'Hei') =>
      spammer.post('/api/invitation/ask-for-permission', { organisationNumber: orgNo, email, requestAccessType: 'admin', personalNoteText: note });
    const before = await t.orm.em.fork().count(EmailOutbox, { template: 'invitationRequest' });
    const asked = await ask('victim@example.org', 'Your account is locked.\nLog in at https://evil.example\u202Egnp.exe');
    expect(asked.status).toBe(201);
    const mails = await t.orm.em.fork().find(EmailOutbox, { template: 'invitationRequest' }, { orderBy: { id: 'asc' } });
    expect(mails.slice(before).map((mail) => mail.to)).toEqual([`admin-${orgNo}@example.no`]);
    const text = mails.at(-1)!.text;
    expect(text).toContain('> Your account is locked.\n> Log in at https://evil.example');
    expect(text).not.toContain('\u202E');
    expect(await t.orm.em.fork().count(EmailOutbox, { to: 'victim@example.org' })).toBe(0);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await ask(`admin-${orgNo}@example.no`)).status);
    expect(statuses.filter((status) => status === 201).length).toBeLessThan(10);
    const refused = await ask(`admin-${orgNo}@example.no`);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('invitation.tooManyRequests');
  });
});
