import { Company, EmailOutbox, Message, MessageThread, Shareholder } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles } from '../../../../testing/board-meeting-test-setup';
import { as, createCustomRoleUser } from '../../../../testing/governance-test-setup';
import { openTestRegister } from '../../../../testing/register-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
let register: Awaited<ReturnType<typeof openTestRegister>>;
let company: Company;
const orgNo = '928471632';
const otherOrgNo = '931754289';
let otherCompanyHolder: string;

type Summary = { id: string; subject: string; unread: boolean; readCount: number | null; recipientCount: number };
type Thread = { subject: string; messages: { authorName: string; body: string; fromCompany: boolean; mine: boolean }[]; recipients: { name: string; hasReadLatest: boolean }[] | null; canReply: boolean };

const messagesWritten = async () => ({ threads: await t.orm.em.fork().count(MessageThread, {}), messages: await t.orm.em.fork().count(Message, {}) });

beforeAll(async () => {
  t = await createTestApp();
  register = await openTestRegister(t, orgNo, 3);
  const [h0, h1, h2] = register.holders as [string, string, string];
  await register.record('shareholdingperdate', '2025-01-01', {
    nominalValue: '1',
    shareAllocation: [
      { shareholderId: h0, sharetypeId: register.classA, numberOfShares: 100 },
      { shareholderId: h1, sharetypeId: register.classA, numberOfShares: 50 },
    ],
  });
  const em = t.orm.em.fork();
  await em.nativeUpdate(Shareholder, { id: h0 }, { email: 'holder0@example.no', firstName: 'Hanne', lastName: 'Holm' });
  await em.nativeUpdate(Shareholder, { id: h1 }, { email: 'holder1@example.no', firstName: 'Ivar', lastName: 'Lie' });
  await em.nativeUpdate(Shareholder, { id: h2 }, { email: 'former@example.no' });
  company = await em.findOneOrFail(Company, { organisationNumber: orgNo });
  await addBoardRoles(
    t,
    company,
    [
      ['chairperson', 'Kari', 'Nordmann', 'kari@example.no'],
      ['member', 'Ola', 'Berg', 'ola@example.no'],
    ],
    ['kari@example.no', 'ola@example.no'],
  );
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'hanne@example.no'), company, 'SHAREHOLDER', { shareholderId: h0 });
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'ivar@example.no'), company, 'SHAREHOLDER', { shareholderId: h1 });
  await createCustomRoleUser(t, company, 'board-reader@example.no', { boardMessages: 'VIEW' });
  const other = await openTestRegister(t, otherOrgNo, 1);
  otherCompanyHolder = other.holders[0]!;
});
afterAll(() => t.close());

describe('messages to the board', () => {
  let threadId: string;

  it('goes to every board member by email; each reads it in the board portal and the company sees who has read it', async () => {
    const started = await register.admin.post(`/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Budsjett 2027', body: 'Se vedlagte tall før møtet.' });
    expect(started.status).toBe(201);
    threadId = ((await started.json()) as { id: string }).id;
    const mails = await t.orm.em.fork().find(EmailOutbox, { template: 'messageReceived' });
    expect(mails.map(({ to }) => to).sort()).toEqual(['kari@example.no', 'ola@example.no']);
    expect(mails[0]!.text).toContain(`/board-member/${orgNo}/messaging/${threadId}`);
    expect(mails[0]!.text).not.toContain('Se vedlagte tall');

    const kari = await as(t, 'kari@example.no');
    const list = (await (await kari.get(`/api/board-member-view/${orgNo}/messaging/threads`)).json()) as Summary[];
    expect(list).toMatchObject([{ id: threadId, subject: 'Budsjett 2027', unread: true }]);
    expect(await (await kari.get(`/api/board-member-view/${orgNo}/messaging/unread-count`)).json()).toEqual({ unread: 1 });
    const opened = (await (await kari.get(`/api/board-member-view/${orgNo}/messaging/threads/${threadId}`)).json()) as Thread;
    expect(opened).toMatchObject({ recipients: null, canReply: true, messages: [{ body: 'Se vedlagte tall før møtet.', fromCompany: true, mine: false }] });
    expect(await (await kari.get(`/api/board-member-view/${orgNo}/messaging/unread-count`)).json()).toEqual({ unread: 0 });

    const seen = (await (await register.admin.get(`/api/messaging/${orgNo}/threads/${threadId}`)).json()) as Thread;
    expect(seen.recipients).toEqual([
      expect.objectContaining({ name: 'Kari Nordmann', hasReadLatest: true }),
      expect.objectContaining({ name: 'Ola Berg', hasReadLatest: false }),
    ]);
  });

  it('takes a board member’s reply, shown to the company as unread and to the other members, and emailed to the author', async () => {
    const kari = await as(t, 'kari@example.no');
    expect((await kari.post(`/api/board-member-view/${orgNo}/messaging/threads/${threadId}/messages`, { body: 'Takk, ser bra ut.' })).status).toBe(201);
    expect((await t.orm.em.fork().find(EmailOutbox, { template: 'messageReplied' })).map(({ to }) => to)).toEqual(['admin-928471632@example.no']);
    const companyList = (await (await register.admin.get(`/api/messaging/${orgNo}/threads`)).json()) as Summary[];
    expect(companyList).toMatchObject([{ id: threadId, unread: true, readCount: 1, recipientCount: 2 }]);
    const ola = await as(t, 'ola@example.no');
    const thread = (await (await ola.get(`/api/board-member-view/${orgNo}/messaging/threads/${threadId}`)).json()) as Thread;
    expect(thread.messages.map(({ authorName, fromCompany }) => [authorName, fromCompany])).toEqual([
      ['Test Person', true],
      ['Kari Nordmann', false],
    ]);
  });

  it('lets a custom role with board messages at VIEW read but not write, and hides shareholder threads from it', async () => {
    const reader = await as(t, 'board-reader@example.no');
    expect(((await (await reader.get(`/api/messaging/${orgNo}/threads`)).json()) as Summary[]).map(({ subject }) => subject)).toEqual(['Budsjett 2027']);
    expect(((await (await reader.get(`/api/messaging/${orgNo}/threads/${threadId}`)).json()) as Thread).canReply).toBe(false);
    const before = await messagesWritten();
    const refused = await reader.post(`/api/messaging/${orgNo}/threads/${threadId}/messages`, { body: 'Hei' });
    expect(refused.status).toBe(403);
    expect((await reader.post(`/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'x', body: 'y' })).status).toBe(403);
    expect(await messagesWritten()).toEqual(before);
  });
});

describe('messages to shareholders', () => {
  it('go to the chosen holders only; a holder sees their own replies, never another holder’s', async () => {
    const [h0, h1] = register.holders as [string, string];
    const candidates = (await (await register.admin.get(`/api/messaging/${orgNo}/recipients?audience=SHAREHOLDERS`)).json()) as { id: string; name: string }[];
    expect(candidates.map(({ name }) => name)).toEqual(['Hanne Holm', 'Ivar Lie']);
    const started = await register.admin.post(`/api/messaging/${orgNo}/threads`, { audience: 'SHAREHOLDERS', subject: 'Utbytte', body: 'Utbytte utbetales 1. mars.', recipientIds: [h0, h1] });
    const { id } = (await started.json()) as { id: string };
    const hanne = await as(t, 'hanne@example.no');
    expect((await hanne.post(`/api/shareholder-view/${orgNo}/${h0}/messaging/threads/${id}/messages`, { body: 'Takk for beskjed' })).status).toBe(201);
    const ivar = await as(t, 'ivar@example.no');
    const seen = (await (await ivar.get(`/api/shareholder-view/${orgNo}/${h1}/messaging/threads/${id}`)).json()) as Thread;
    expect(seen.messages.map(({ body }) => body)).toEqual(['Utbytte utbetales 1. mars.']);
    expect((await ivar.get(`/api/shareholder-view/${orgNo}/${h0}/messaging/threads/${id}`)).status).toBe(403);
  });

  it('refuses a recipient of another company, an empty subject and another company’s admin, writing nothing', async () => {
    const before = await messagesWritten();
    const foreign = await register.admin.post(`/api/messaging/${orgNo}/threads`, { audience: 'SHAREHOLDERS', subject: 'Hei', body: 'Tekst', recipientIds: [otherCompanyHolder] });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: { code: 'messaging.recipientNotInCompany' } });
    const blank = await register.admin.post(`/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: '  ', body: 'Tekst' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ errors: { subject: 'required' } });
    const hostile = await register.admin.post(`/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Hei', body: 'a\u0000b' });
    expect(hostile.status).toBe(400);
    const [thread] = await t.orm.em.fork().find(MessageThread, {}, { limit: 1 });
    const otherAdmin = await as(t, `admin-${otherOrgNo}@example.no`);
    expect((await otherAdmin.get(`/api/messaging/${orgNo}/threads/${thread!.id}`)).status).toBe(403);
    expect((await otherAdmin.get(`/api/messaging/${otherOrgNo}/threads/${thread!.id}`)).status).toBe(404);
    expect((await otherAdmin.post(`/api/messaging/${otherOrgNo}/threads/${thread!.id}/messages`, { body: 'Hei' })).status).toBe(404);
    expect(await messagesWritten()).toEqual(before);
  });
});

describe('message texts', () => {
  const document = (variableType: string) =>
    JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Aksjekapital: ' }, { type: 'autoTextVariable', attrs: { variableType, perDate: null } }, { type: 'text', text: '<script>x</script>' }] }] });

  it('fills the share capital from the register when sent, and keeps the text as a sanitised document', async () => {
    const started = await register.admin.post(`/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Kapital', body: document('SHARE_CAPITAL') });
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: string };
    const kari = await as(t, 'kari@example.no');
    const [message] = ((await (await kari.get(`/api/board-member-view/${orgNo}/messaging/threads/${id}`)).json()) as Thread).messages;
    expect(JSON.parse(message!.body)).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Aksjekapital: ' }, { type: 'text', text: '150 NOK' }, { type: 'text', text: '<script>x</script>' }] }],
    });
  });

  it('fills the recipient’s name (Mottakers navn) for each board member who reads it, and keeps it a variable for the company', async () => {
    const started = await register.admin.post(`/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Hilsen', body: document('RECIPIENT_NAME') });
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: string };
    const kari = await as(t, 'kari@example.no');
    const [read] = ((await (await kari.get(`/api/board-member-view/${orgNo}/messaging/threads/${id}`)).json()) as Thread).messages;
    expect(JSON.parse(read!.body).content[0].content[1]).toEqual({ type: 'text', text: 'Kari Nordmann' });
    const [kept] = ((await (await register.admin.get(`/api/messaging/${orgNo}/threads/${id}`)).json()) as Thread).messages;
    expect(JSON.parse(kept!.body).content[0].content[1]).toMatchObject({ type: 'autoTextVariable', attrs: { variableType: 'RECIPIENT_NAME' } });
  });

  it('refuses a variable that does not exist and an empty document, writing nothing', async () => {
    const before = await messagesWritten();
    const unknown = await register.admin.post(`/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Kapital', body: document('NO_SUCH_VARIABLE') });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: { body: { message: 'texts.unknownVariable', args: { variable: 'NO_SUCH_VARIABLE' } } } });
    const empty = await register.admin.post(`/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Kapital', body: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }) });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { body: 'required' } });
    expect(await messagesWritten()).toEqual(before);
  });
});
