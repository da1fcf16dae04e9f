import { AuditEvent, EmailOutbox, GeneralMeeting, PowerOfAttorney, sendDueReminders } from '@andel/domain/server';
import type { GeneralMeetingView, PowerOfAttorneyView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../domain/testing/pdf-text';
import { generalMeetingLinksTo, openGeneralMeeting } from '../../../../testing/general-meeting-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
let gm: Awaited<ReturnType<typeof openGeneralMeeting>>;
let stranger: TestClient;

const view = async (): Promise<GeneralMeetingView> => (await gm.admin.get(`/api/project/${gm.projectId}/general-meeting`)).json();
const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
const put = (body: Record<string, unknown>) =>
  gm.admin.put(`/api/project/${gm.projectId}/general-meeting`, { meetingDate: '2099-06-01', startTime: '12:00', endTime: '14:00', meetingForm: 'hybrid', meetingChair: { companyroleId: gm.roles['leder@example.no'], name: 'Lise Leder' }, ...body });
const audits = async () => t.orm.em.fork().count(AuditEvent, { type: { $like: 'generalMeeting.%' } });

beforeAll(async () => {
  t = await createTestApp();
  gm = await openGeneralMeeting(t, '916180563');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'other-admin@example.no'), await createTestCompany(t.orm, '974760673'), 'ADMIN');
  stranger = new TestClient(t.app);
  await stranger.signIn('other-admin@example.no', testPassword);
});
afterAll(() => t.close());

describe('general meeting settings (GET and PUT /project/{projectId}/general-meeting)', () => {
  it('answers the settings, the agenda in the seed\'s order, the company\'s roles and whether it has a CEO', async () => {
    const meeting = await view();
    expect(meeting.settings).toMatchObject({ meetingDate: '2099-06-01', meetingStartDate: '2099-06-01T12:00', meetingEndDate: '2099-06-01T14:00', meetingForm: 'hybrid', meetingChair: { name: 'Lise Leder' } });
    expect(meeting.agenda.map((entry) => (entry.item === 'decision' ? entry.decisionId : entry.item))).toEqual(['attendance', 'meetingChair', 'approveAgenda', gm.decisionId]);
    expect(meeting.hasCeo).toBe(true);
    expect(meeting.roles.map(({ name }) => name)).toEqual(expect.arrayContaining(['Lise Leder', 'Dag Daglig']));
    expect(meeting.warnings).toEqual([]);
  });

  it('clears the co-signer of a simplified meeting, and keeps it otherwise', async () => {
    const coSigner = { companyroleId: null, name: 'Ola Hansen' };
    expect((await (await put({ isSimplifiedGeneralMeeting: true, coSigner })).json()).settings.coSigner).toBeNull();
    expect((await (await put({ isSimplifiedGeneralMeeting: false, coSigner })).json()).settings.coSigner).toEqual(coSigner);
  });

  it('warns of a short notice period by the company form, and of annual accounts at an extraordinary meeting', async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const saved = (await (await put({ meetingDate: soon, companyForm: 'ASA', generalMeetingType: 'extraordinary' })).json()) as GeneralMeetingView;
    expect(saved.warnings[0]).toMatchObject({ key: 'generalMeetings.noticePeriod.tooShort', params: { minimumDays: 14 } });
    const accounts = await gm.admin.post('/api/projects', { orgNo: gm.orgNo, projectName: 'Ekstraordinær', decisions: ['approveAnnualAccount'], documents: ['notice_general_meeting'] });
    const { projectId } = (await accounts.json()) as { projectId: string };
    await gm.admin.put(`/api/project/${projectId}/general-meeting`, { meetingDate: '2099-06-01', startTime: '12:00', endTime: '14:00', meetingForm: 'physical_meeting', generalMeetingType: 'extraordinary' });
    expect(((await (await gm.admin.get(`/api/project/${projectId}/general-meeting`)).json()) as GeneralMeetingView).warnings).toEqual([{ key: 'documents.meeting-type.annualAccountsWarning', params: {} }]);
    await put({});
  });

  it('refuses with keys and writes nothing: an unknown role, a rule for an item not voted on, an inline place without an address', async () => {
    const before = await audits();
    expect(await codeOf(await put({ meetingChair: { companyroleId: crypto.randomUUID(), name: 'X' } }))).toBe('generalMeetings.unknownCompanyRole');
    expect(await codeOf(await put({ agendaItemRules: { [crypto.randomUUID()]: { majorityType: 'QUALIFIED' } } }))).toBe('generalMeetings.unknownAgendaItem');
    expect((await put({ meetingPlace: 'inlineAddress' })).status).toBe(400);
    expect(await audits()).toBe(before);
  });

  it('keeps the agenda rules of a decision', async () => {
    const saved = (await (await put({ agendaItemRules: { [gm.decisionId]: { majorityType: 'QUALIFIED', classVotes: [gm.classA], excludedShareholderIds: [gm.holders[3]] } } })).json()) as GeneralMeetingView;
    expect(saved.settings.agendaItemRules[gm.decisionId]).toEqual({ majorityType: 'QUALIFIED', classVotes: [gm.classA], excludedShareholderIds: [gm.holders[3]] });
    await put({});
  });

  it("keeps another company's admin out", async () => {
    expect((await stranger.get(`/api/project/${gm.projectId}/general-meeting`)).status).toBe(403);
    expect((await stranger.post(`/api/general-meeting/${gm.projectId}/admin-poa/${gm.holders[0]}`, { poaRecipientRole: 'chairperson' })).status).toBe(403);
  });
});

describe('the notice sent for viewing to every shareholder', () => {
  it('emails each holder with shares and an email a personal link; the one without an email gets a notice but no link', async () => {
    expect((await gm.send()).status).toBe(200);
    const { notice } = await view();
    expect(notice.sentAt).not.toBeNull();
    expect(notice.recipients.map(({ name, deliveryState }) => [name, deliveryState])).toEqual([
      ['Kari Nordmann', 'SENT'],
      ['Ola Hansen', 'SENT'],
      ['Per Berg', 'SENT'],
      ['Siri Uten', 'UNSENT'],
    ]);
    const [link] = await generalMeetingLinksTo(t, 'kari@example.no');
    expect(link!.mail.subject).toContain('Innkalling til generalforsamling');
    expect(link!.token).toHaveLength(43);
    expect((await gm.send()).status).toBe(409);
  });

  it('resends to one holder with a new link; the old link stops working', async () => {
    const old = (await generalMeetingLinksTo(t, 'per@example.no')).at(-1)!.token;
    const recipient = (await view()).notice.recipients.find(({ name }) => name === 'Per Berg')!;
    expect((await gm.admin.post(`/api/document/${gm.noticeId}/${gm.orgNo}/recipients/${recipient.recipientDocumentId}/resend`, { email: 'per.berg@example.no' })).status).toBe(200);
    const fresh = (await generalMeetingLinksTo(t, 'per.berg@example.no')).at(-1)!.token;
    expect((await new TestClient(t.app).get(`/api/shareholder-view/notice-general-meeting/${old}`)).status).toBe(404);
    expect((await new TestClient(t.app).get(`/api/shareholder-view/notice-general-meeting/${fresh}`)).status).toBe(200);
  });

  it('renders the notice PDF with the agenda', async () => {
    const response = await gm.admin.get(`/api/document/view/pdf/${gm.noticeId}/${gm.orgNo}`);
    expect(response.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).join('\n');
    for (const expected of ['Innkalling til ordinær generalforsamling', 'Godkjenning av innkalling og dagsorden', 'Utbytte for 2098', 'Lise Leder']) expect(text).toContain(expected);
  });
});

describe('the notice PDF reads as text (issue 24, section 2)', () => {
  it('prints the board\'s proposal as rendered rich text, never its JSON, with its variables filled in', async () => {
    // A meeting of its own: the one above has sent its notice, which locks its decisions.
    const fresh = await openGeneralMeeting(t, '923609016');
    const proposal = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Styrets forslag' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Utbytte på ' }, { type: 'text', text: '5 kroner', marks: [{ type: 'bold' }] }, { type: 'text', text: ' per aksje.' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Utbetales innen 30 dager' }] }] }] },
      ],
    };
    const saved = await fresh.admin.put(`/api/project/${fresh.projectId}/decisions/${fresh.decisionId}`, {
      localizedTitles: [{ language: 'no', title: 'Utbytte for 2098' }],
      matterTexts: [{ language: 'no', text: JSON.stringify(proposal) }],
      requiresGeneralMeeting: true,
      freetextTypeForAllDocuments: 'DECISION_MATTER',
    });
    expect(saved.status).toBe(200);
    const response = await fresh.admin.get(`/api/document/view/pdf/${fresh.noticeId}/${fresh.orgNo}`);
    expect(response.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).join('\n');
    expect(text).not.toContain('{"type"');
    expect(text).not.toContain('"doc"');
    for (const expected of ['Styrets forslag', 'Utbytte på 5 kroner per aksje.', '• Utbetales innen 30 dager']) expect(text).toContain(expected);
  });
});

describe('the notice tab: addressees, video link, extra participants, previews and the admin\'s links (issue 24)', () => {
  it('lists, previews and sends to the holders on the register and the extra participants, the video link in the PDF and the web notice', async () => {
    // Another date than the meeting above, whose reminders the next test counts.
    const tab = await openGeneralMeeting(t, '987654325', '2099-07-01');
    const settings = { meetingDate: '2099-07-01', startTime: '12:00', endTime: '14:00', meetingForm: 'hybrid', meetingChair: { companyroleId: tab.roles['leder@example.no'], name: 'Lise Leder' } };
    const saved = await tab.admin.put(`/api/project/${tab.projectId}/general-meeting`, { ...settings, meetingLink: 'meet.example.no/gf-2099', extraParticipants: [{ name: 'Rita Revisor', email: 'revisor@example.no' }] });
    expect(saved.status).toBe(200);
    const before = (await saved.json()) as GeneralMeetingView;
    expect(before.settings.meetingLink).toBe('https://meet.example.no/gf-2099');
    const addressees = before.addressees.map(({ kind, name, email }) => [kind, name, email]);
    // In the register's order, by votes; Per Berg and Siri Uten hold as many, in either order.
    expect(addressees).toHaveLength(5);
    expect(addressees.slice(0, 2)).toEqual([
      ['shareholder', 'Kari Nordmann', 'kari@example.no'],
      ['shareholder', 'Ola Hansen', 'ola@example.no'],
    ]);
    expect(addressees.slice(2, 4)).toEqual(expect.arrayContaining([
      ['shareholder', 'Per Berg', 'per@example.no'],
      ['shareholder', 'Siri Uten', null],
    ]));
    expect(addressees[4]).toEqual(['extraParticipant', 'Rita Revisor', 'revisor@example.no']);
    const web = await (await tab.admin.get(`/api/project/${tab.projectId}/preview-meeting/SHAREHOLDER`)).json();
    expect(web).toMatchObject({ meetingLink: 'https://meet.example.no/gf-2099', meetingTitle: 'Ordinær generalforsamling 2099' });
    const pdf = (await pdfText(new Uint8Array(await (await tab.admin.get(`/api/document/view/pdf/${tab.noticeId}/${tab.orgNo}`)).arrayBuffer()))).join('\n');
    expect(pdf).toContain('https://meet.example.no/gf-2099');
    // The date as a Norwegian reader writes it, and the link given is offered (issue 24): never "Tilbys ikke" beside it.
    expect(pdf).toContain('1. juli 2099 12:00–14:00');
    expect(pdf).not.toContain('2099-07-01');
    expect(pdf.replace(/\s+/g, ' ')).toContain('Elektronisk deltakelse: Lenke til møtet er oppgitt i innkallingen');
    const zipOrPdf = await tab.admin.get(`/api/shareholder-view/preview-meeting/download-notice-and-attachments/${tab.noticeId}`);
    expect(zipOrPdf.status).toBe(200);

    expect((await tab.send()).status).toBe(200);
    const status = await (await tab.admin.get(`/api/document/${tab.noticeId}/${tab.orgNo}/viewing-status`)).json();
    expect(status.statusForViewers.map(({ recipientName }: { recipientName: string }) => recipientName)).toEqual(['Kari Nordmann', 'Ola Hansen', 'Per Berg', 'Rita Revisor']);
    const mail = await t.orm.em.fork().findOneOrFail(EmailOutbox, { to: 'revisor@example.no' });
    expect(mail.subject).toContain('Innkalling til generalforsamling');
    expect(mail.attachmentName).toMatch(/\.pdf$/);
    const rita = status.statusForViewers.find(({ recipientName }: { recipientName: string }) => recipientName === 'Rita Revisor');
    expect((await tab.admin.post(`/api/document/${tab.noticeId}/${tab.orgNo}/recipients/${rita.recipientDocumentId}/resend`, {})).status).toBe(200);
    expect(await t.orm.em.fork().count(EmailOutbox, { to: 'revisor@example.no' })).toBe(2);

    const urls = (await (await tab.admin.get(`/api/project/${tab.projectId}/noticeForShareholdersUrl`)).json()) as Record<string, string>;
    const { notice } = (await (await tab.admin.get(`/api/project/${tab.projectId}/general-meeting`)).json()) as GeneralMeetingView;
    const kari = notice.recipients.find(({ name }) => name === 'Kari Nordmann')!;
    expect(urls[kari.shareholderId]).toMatch(new RegExp(`/notice-general-meeting/${kari.noticeForShareholderId}$`));
    expect((await stranger.get(`/api/project/${tab.projectId}/noticeForShareholdersUrl`)).status).toBe(403);
    expect((await stranger.get(`/api/project/${tab.projectId}/preview-meeting/SHAREHOLDER`)).status).toBe(403);
  });
});

describe('the reminder before the general meeting', () => {
  it('reminds once, within a day before it starts, each holder emailed who has given no power of attorney', async () => {
    const reminders = () => t.orm.em.fork().count(EmailOutbox, { template: 'generalMeetingReminder' });
    expect(await sendDueReminders({ em: t.orm.em.fork(), appUrl: 'http://localhost', now: new Date('2099-05-30T12:00:00Z') })).toBe(0);
    const dayBefore = new Date('2099-05-31T12:00:00Z');
    expect(await sendDueReminders({ em: t.orm.em.fork(), appUrl: 'http://localhost', now: dayBefore })).toBe(3);
    expect(await sendDueReminders({ em: t.orm.em.fork(), appUrl: 'http://localhost', now: dayBefore })).toBe(0);
    expect(await reminders()).toBe(3);
    const mail = await t.orm.em.fork().findOneOrFail(EmailOutbox, { template: 'generalMeetingReminder', to: 'kari@example.no' });
    expect(mail.subject).toContain('Påminnelse: generalforsamling');
  });
});

describe('powers of attorney registered by the admin (admin-poa) and the lists', () => {
  it('registers, lists and revokes a shareholder\'s power to the chairperson', async () => {
    const given = await gm.admin.post(`/api/general-meeting/${gm.projectId}/admin-poa/${gm.holders[3]}`, { poaRecipientRole: 'chairperson', votingInstructions: { [gm.decisionId]: 'against' } });
    expect(given.status).toBe(200);
    const power = (await given.json()) as PowerOfAttorneyView;
    expect(power).toMatchObject({ giverName: 'Siri Uten', poaRecipientRole: 'chairperson', poaRecipientName: 'Lise Leder', registeredByAdmin: true, votingInstructions: { [gm.decisionId]: 'against' } });
    expect(((await (await gm.admin.get(`/api/project/${gm.projectId}/powerOfAttorneys`)).json()) as { powerOfAttorneys: PowerOfAttorneyView[] }).powerOfAttorneys).toHaveLength(1);
    expect(((await (await gm.admin.get(`/api/company/${gm.orgNo}/powers-of-attorney/${power.powerOfAttorneyId}`)).json()) as PowerOfAttorneyView).giverName).toBe('Siri Uten');
    expect((await gm.admin.delete(`/api/general-meeting/${gm.projectId}/admin-poa/${gm.holders[3]}`)).status).toBe(200);
    expect((await (await gm.admin.get(`/api/company/${gm.orgNo}/powers-of-attorney?tab=revoked`)).json()) as PowerOfAttorneyView[]).toHaveLength(1);
    expect((await (await gm.admin.get(`/api/company/${gm.orgNo}/powers-of-attorney`)).json()) as PowerOfAttorneyView[]).toHaveLength(0);
    expect(await codeOf(await gm.admin.delete(`/api/general-meeting/${gm.projectId}/admin-poa/${gm.holders[3]}`))).toBe('powersOfAttorney.noneGiven');
  });

  it('refuses a power to oneself and an unknown holder, writing nothing', async () => {
    const count = () => t.orm.em.fork().count(PowerOfAttorney, {});
    const before = await count();
    expect(await codeOf(await gm.admin.post(`/api/general-meeting/${gm.projectId}/admin-poa/${gm.holders[1]}`, { poaRecipientRole: 'shareholder', poaRecipientShareholderId: gm.holders[1] }))).toBe('powersOfAttorney.toOneself');
    expect(await codeOf(await gm.admin.post(`/api/general-meeting/${gm.projectId}/admin-poa/${crypto.randomUUID()}`, { poaRecipientRole: 'ceo' }))).toBe('generalMeetings.unknownShareholder');
    expect(await count()).toBe(before);
    expect(await t.orm.em.fork().count(GeneralMeeting, { project: gm.projectId })).toBe(1);
  });
});
