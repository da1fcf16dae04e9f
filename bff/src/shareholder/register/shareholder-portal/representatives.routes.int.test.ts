import { Company, CompanyAccess, EmailOutbox, Invitation } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient, signedInClient } from '../../../../testing/test-client';
import { createTestUser, grantTestAccess } from '../../../../testing/test-users';
import { openTestRegister } from '../../../../testing/register-test-setup';

/** Additional shareholder representatives: a holder invites someone who then acts for them in the portal, and can remove them. */
let t: TestApp;
let a: Awaited<ReturnType<typeof openTestRegister>>;
let b: Awaited<ReturnType<typeof openTestRegister>>;
const [orgA, orgB] = ['928471632', '931754289'];
let holder: TestClient;
let otherHolder: TestClient;
let foreignHolder: TestClient;

const invite = (client: TestClient, body: Record<string, unknown>, orgNo = orgA) => client.post(`/api/invitation/${orgNo}/SHAREHOLDER_REPRESENTATIVE/invite`, body);
const list = (client: TestClient, shareholderId: string, orgNo = orgA) => client.get(`/api/shareholder-view/${orgNo}/${shareholderId}/representatives`);
const remove = (client: TestClient, shareholderId: string, ids: unknown) => client.post(`/api/shareholder/${shareholderId}/delete-representatives`, { ids });
const invitationPath = async (email: string) => {
  const [mail] = await t.orm.em.fork().find(EmailOutbox, { to: email, template: 'invitation' }, { orderBy: { id: 'desc' }, limit: 1 });
  return mail!.text.match(/http:\/\/localhost:3000(\/invitation\/\S+)/)![1]!;
};
const written = async () => {
  const em = t.orm.em.fork();
  return { invitations: await em.count(Invitation, {}), accesses: await em.count(CompanyAccess, {}), emails: await em.count(EmailOutbox, {}) };
};

beforeAll(async () => {
  t = await createTestApp();
  a = await openTestRegister(t, orgA, 2);
  b = await openTestRegister(t, orgB, 1);
  await a.record('shareholdingperdate', '2025-01-01', {
    nominalValue: '1',
    shareAllocation: [
      { shareholderId: a.holders[0], sharetypeId: a.classA, numberOfShares: 100 },
      { shareholderId: a.holders[1], sharetypeId: a.classA, numberOfShares: 50 },
    ],
  });
  await b.record('shareholdingperdate', '2025-01-01', { nominalValue: '1', shareAllocation: [{ shareholderId: b.holders[0], sharetypeId: b.classA, numberOfShares: 10 }] });
  const em = t.orm.em.fork();
  const [companyA, companyB] = [await em.findOneOrFail(Company, { organisationNumber: orgA }), await em.findOneOrFail(Company, { organisationNumber: orgB })];
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'holder@example.no'), companyA, 'SHAREHOLDER', { shareholderId: a.holders[0]! });
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'other.holder@example.no'), companyA, 'SHAREHOLDER', { shareholderId: a.holders[1] });
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'foreign.holder@example.no'), companyB, 'SHAREHOLDER', { shareholderId: b.holders[0]! });
  holder = await signedInClient(t.app, 'holder@example.no');
  otherHolder = await signedInClient(t.app, 'other.holder@example.no');
  foreignHolder = await signedInClient(t.app, 'foreign.holder@example.no');
});
afterAll(() => t.close());

describe('additional shareholder representatives', () => {
  it('lets a holder invite a representative, who then acts for that holder only, until the holder removes them', async () => {
    const [h0, h1] = a.holders as [string, string];
    const sent = await invite(holder, { email: 'Rep@Example.no', language: 'nb', shareholderId: h0, personalNoteText: 'Ta deg av dette' });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const pending = await (await list(holder, h0)).json();
    expect(pending).toEqual({ canManage: true, representatives: [expect.objectContaining({ email: 'rep@example.no', state: 'PENDING', name: null })] });

    const rep = new TestClient(t.app);
    const link = await invitationPath('rep@example.no');
    expect((await (await rep.get(`/api${link}`)).json()).type).toBe('SHAREHOLDER_REPRESENTATIVE');
    const accepted = await rep.post(`/api${link}/accept`, { name: 'Rita Representant', password: 'Long-enough-1' });
    expect(await accepted.json()).toEqual({ granted: [{ organisationNumber: orgA, accessType: 'ADDITIONAL_REPRESENTATIVE', shareholderId: h0, customRoleId: null }] });

    // The representative sees the holder's holdings and transactions, and nobody else's.
    expect(await (await rep.get(`/api/shareholder-view/${orgA}/${h0}/overview`)).json()).toMatchObject({ totalShares: '100' });
    expect(await (await rep.get(`/api/shareholder-view/${orgA}/${h0}/transactions`)).json()).toEqual([expect.objectContaining({ change: '100' })]);
    expect((await rep.get(`/api/shareholder-view/${orgA}/${h1}/overview`)).status).toBe(403);

    const active = await (await list(holder, h0)).json();
    expect(active.representatives).toEqual([expect.objectContaining({ email: 'rep@example.no', state: 'ACTIVE', name: 'Rita Representant' })]);
    // The company's admin sees them in the holder's details (seed 001's `representatives`), and none on another holder.
    expect((await (await a.admin.get(`/api/shareholder/${h0}`)).json()).representatives).toEqual([
      { id: active.representatives[0].id, name: 'Rita Representant', email: 'rep@example.no', state: 'ACTIVE', since: expect.any(String) },
    ]);
    expect((await (await a.admin.get(`/api/shareholder/${h1}`)).json()).representatives).toEqual([]);
    // A representative sees who represents the holder, but cannot invite or remove representatives.
    expect((await (await list(rep, h0)).json()).canManage).toBe(false);
    expect((await invite(rep, { email: 'third@example.no', language: 'nb', shareholderId: h0 })).status).toBe(403);
    expect((await remove(rep, h0, [active.representatives[0].id])).status).toBe(403);

    const removed = await remove(holder, h0, [active.representatives[0].id]);
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await removed.json()).toEqual({ count: 1 });
    expect((await (await list(holder, h0)).json()).representatives).toEqual([]);
    // Removal ends the representative's sessions, and the access is gone.
    expect((await rep.get(`/api/shareholder-view/${orgA}/${h0}/overview`)).status).toBe(401);
    expect(await t.orm.em.fork().count(CompanyAccess, { accessType: 'ADDITIONAL_REPRESENTATIVE' })).toBe(0);
  });

  it('withdraws a pending invitation when the holder removes it, so its link no longer works', async () => {
    const [h0] = a.holders as [string];
    await invite(holder, { email: 'pending@example.no', language: 'en', shareholderId: h0 });
    const [entry] = (await (await list(holder, h0)).json()).representatives;
    expect(await (await remove(holder, h0, [entry.id])).json()).toEqual({ count: 1 });
    const link = await invitationPath('pending@example.no');
    const accept = await new TestClient(t.app).post(`/api${link}/accept`, { name: 'Too Late', password: 'Long-enough-1' });
    expect(accept.status).toBe(404);
    expect((await accept.json()).error.code).toBe('invitation.notFound');
  });

  it('answers bad input with a message key and writes nothing', async () => {
    const [h0] = a.holders as [string];
    const before = await written();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ language: 'nb', shareholderId: h0 }, 'email', 'required'],
      [{ email: 'not-an-email', language: 'nb', shareholderId: h0 }, 'email', 'email-field.invalid-email'],
      [{ email: 'x@example.no', language: 'de', shareholderId: h0 }, 'language', 'invalidValue'],
      [{ email: 'x@example.no', language: 'nb', shareholderId: h0, personalNoteText: 'x'.repeat(2001) }, 'personalNoteText', 'invalidValue'],
    ];
    for (const [body, field, key] of cases) {
      const response = await invite(holder, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const errors = (await response.json()).errors;
      expect(typeof errors[field] === 'string' ? errors[field] : errors[field]?.message, field).toBe(key);
    }
    expect((await invite(holder, { email: 'x@example.no', language: 'nb' })).status).toBe(400);
    const notIds = await remove(holder, h0, ['nope']);
    expect(notIds.status).toBe(400);
    expect((await notIds.json()).error.code).toBe('validationError');
    expect((await remove(holder, h0, [])).status).toBe(400);
    const unknown = await remove(holder, h0, ['00000000-0000-4000-8000-000000000000']);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('invitation.representativeNotFound');
    // Inviting the holder's own address, or one that already represents them, is refused.
    await invite(holder, { email: 'twice@example.no', language: 'nb', shareholderId: h0 });
    const afterFirst = await written();
    const again = await invite(holder, { email: 'twice@example.no', language: 'nb', shareholderId: h0 });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('invitation.alreadyRepresentative');
    const self = await invite(holder, { email: 'holder@example.no', language: 'nb', shareholderId: h0 });
    expect(self.status).toBe(409);
    expect(await written()).toEqual(afterFirst);
    expect(afterFirst.invitations).toBe(before.invitations + 1);
  });

  it("refuses another holder's and another company's holder, and removes nothing of theirs", async () => {
    const [h0, h1] = a.holders as [string, string];
    await invite(holder, { email: 'kept@example.no', language: 'nb', shareholderId: h0 });
    const [kept] = (await (await list(holder, h0)).json()).representatives.filter((entry: { email: string }) => entry.email === 'kept@example.no');
    const before = await written();
    expect((await invite(otherHolder, { email: 'y@example.no', language: 'nb', shareholderId: h0 })).status).toBe(403);
    expect((await invite(foreignHolder, { email: 'y@example.no', language: 'nb', shareholderId: h0 })).status).toBe(403);
    expect((await invite(foreignHolder, { email: 'y@example.no', language: 'nb', shareholderId: b.holders[0]! })).status).toBe(403);
    expect((await list(otherHolder, h0)).status).toBe(403);
    expect((await list(foreignHolder, h0)).status).toBe(403);
    expect((await remove(otherHolder, h0, [kept.id])).status).toBe(403);
    expect((await remove(foreignHolder, h0, [kept.id])).status).toBe(403);
    // Another holder naming this holder's representative under their own id finds nothing to remove.
    const crossed = await remove(otherHolder, h1, [kept.id]);
    expect(crossed.status).toBe(404);
    // The company's admin manages the register, not the holder's representatives.
    expect((await invite(a.admin, { email: 'y@example.no', language: 'nb', shareholderId: h0 })).status).toBe(403);
    expect(await written()).toEqual(before);
    expect((await (await list(holder, h0)).json()).representatives).toEqual(expect.arrayContaining([expect.objectContaining({ id: kept.id })]));
  });

  it('refuses invitations while the company has its shareholder portal off', async () => {
    await a.admin.put(`/api/company-settings/${orgA}/shareholder-portal`, { enabled: false });
    const off = await invite(holder, { email: 'off@example.no', language: 'nb', shareholderId: a.holders[0]! });
    expect((await off.json()).error.code).toBe('invitation.shareholderPortalOff');
    await a.admin.put(`/api/company-settings/${orgA}/shareholder-portal`, { enabled: true });
  });
});
