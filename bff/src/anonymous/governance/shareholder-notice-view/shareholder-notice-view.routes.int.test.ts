import { AuditEvent, Company, EmailOutbox, PowerOfAttorney, User } from '@andel/domain/server';
import type { HolderMeeting, NoticeForShareholderView, PoaRecipientView } from '@andel/domain/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../domain/testing/pdf-text';
import { meetingPassword } from '../../../../testing/board-meeting-test-setup';
import { generalMeetingLinksTo, openGeneralMeeting, poaRecipientLinksTo } from '../../../../testing/general-meeting-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { signedInClient, TestClient } from '../../../../testing/test-client';
import { createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
let gm: Awaited<ReturnType<typeof openGeneralMeeting>>;
const anonymous = () => new TestClient(t.app);
const token = async (email: string) => (await generalMeetingLinksTo(t, email)).at(-1)!.token;
const notice = async (email: string): Promise<NoticeForShareholderView> => (await anonymous().get(`/api/shareholder-view/notice-general-meeting/${await token(email)}`)).json();
const give = async (email: string, body: Record<string, unknown>) => anonymous().post(`/api/general-meeting/${gm.projectId}/poa/${await token(email)}`, body);
const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
const written = async () => {
  const em = t.orm.em.fork();
  return { powers: await em.count(PowerOfAttorney, {}), audit: await em.count(AuditEvent, { type: { $like: 'powerOfAttorney.%' } }), emails: await em.count(EmailOutbox, {}) };
};

beforeAll(async () => {
  t = await createTestApp();
  gm = await openGeneralMeeting(t, '916180563');
  expect((await gm.send()).status).toBe(200);
});
afterAll(() => t.close());

describe("the shareholder's notice (GET /shareholder-view/notice-general-meeting/{id})", () => {
  it('shows the meeting, the holder\'s ownership and votes at the meeting date, and the give tab', async () => {
    const kari = await notice('kari@example.no');
    expect(kari).toMatchObject({
      recipientName: 'Kari Nordmann',
      companyName: expect.any(String),
      meetingStartDate: '2099-06-01T12:00',
      ownership: { shares: '600', votes: '600', votePercent: '60.00' },
      totalNumberOfVotes: '1000',
      chairpersonName: 'Lise Leder',
      ceoName: 'Dag Daglig',
      recipientRoles: ['chairperson', 'ceo', 'shareholder', 'other'],
      tabs: { notice: true, receivedPowerOfAttorney: false, powerOfAttorneyGiven: false, givePowerOfAttorney: true, meeting: false, minutes: false },
    });
    expect(kari.shareholders.map(({ name }) => name)).toEqual(['Ola Hansen', 'Per Berg', 'Siri Uten']);
    expect(kari.mattersForVoting.map((entry) => entry.item)).toEqual(['attendance', 'meetingChair', 'approveAgenda', 'decision']);
    expect(kari.proposals).toEqual([{ decisionId: gm.decisionId, language: 'no', lines: [{ text: 'Generalforsamlingen vedtar et utbytte på 5 kroner per aksje.', heading: false, indent: 0 }] }]);
  });

  it('refuses an unknown link with the seed\'s key', async () => {
    expect(await codeOf(await anonymous().get(`/api/shareholder-view/notice-general-meeting/${'x'.repeat(43)}`))).toBe('noticeForShareholder.loadNoticeError');
  });

  it('downloads the notice as a PDF', async () => {
    const response = await anonymous().get(`/api/shareholder-view/notice-general-meeting/${await token('ola@example.no')}/download-pdf`);
    expect(response.status).toBe(200);
    expect((await pdfText(new Uint8Array(await response.arrayBuffer()))).join('\n')).toContain('Utbytte for 2098');
  });
});

describe('powers of attorney from the notice (POST and DELETE /general-meeting/{projectId}/poa/{noticeId})', () => {
  it('gives a power with voting instructions to another shareholder, who gets a link acting for the giver', async () => {
    const response = await give('kari@example.no', { poaRecipientRole: 'shareholder', poaRecipientShareholderId: gm.holders[1], votingInstructions: { meetingChair: 'for', [gm.decisionId]: 'against' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ giverName: 'Kari Nordmann', poaRecipientName: 'Ola Hansen', registeredByAdmin: false });
    expect((await notice('kari@example.no')).tabs).toMatchObject({ powerOfAttorneyGiven: true, givePowerOfAttorney: false });
    const ola = await notice('ola@example.no');
    expect(ola.tabs.receivedPowerOfAttorney).toBe(true);
    expect(ola.receivedPowerOfAttorneys).toMatchObject([{ name: 'Kari Nordmann', ownership: { votes: '600' }, votingInstructions: { [gm.decisionId]: 'against' } }]);
    const [link] = await poaRecipientLinksTo(t, 'ola@example.no');
    expect(link!.mail.subject).toContain('fullmakt');
    const recipient = (await (await anonymous().get(`/api/shareholder-view/notice-general-meeting/poa-recipient/${link!.token}`)).json()) as PoaRecipientView;
    expect(recipient).toMatchObject({ recipientName: 'Ola Hansen', expired: false, receivedPowerOfAttorneys: [{ name: 'Kari Nordmann' }] });
    expect(await t.orm.em.fork().count(EmailOutbox, { to: 'kari@example.no', template: 'powerOfAttorneyGiven' })).toBe(1);
  });

  it('refuses with keys and writes nothing: to oneself, circular, the same again, an instruction off the agenda, an email of a shareholder', async () => {
    const before = await written();
    expect(await codeOf(await give('per@example.no', { poaRecipientRole: 'shareholder', poaRecipientShareholderId: gm.holders[2] }))).toBe('powersOfAttorney.toOneself');
    expect(await codeOf(await give('ola@example.no', { poaRecipientRole: 'shareholder', poaRecipientShareholderId: gm.holders[0] }))).toBe('powersOfAttorney.circular');
    expect(await codeOf(await give('kari@example.no', { poaRecipientRole: 'shareholder', poaRecipientShareholderId: gm.holders[1] }))).toBe('powersOfAttorney.alreadyGiven');
    expect(await codeOf(await give('per@example.no', { poaRecipientRole: 'ceo', votingInstructions: { somethingElse: 'for' } }))).toBe('powersOfAttorney.unknownAgendaItem');
    expect(await codeOf(await give('per@example.no', { poaRecipientRole: 'other', poaRecipientName: 'Ola', poaRecipientEmail: 'OLA@example.no' }))).toBe('powersOfAttorney.emailMatchesShareholder');
    expect(await codeOf(await give('per@example.no', { poaRecipientRole: 'other', poaRecipientName: 'Venn', poaRecipientEmail: 'not-an-email' }))).toBe('powersOfAttorney.invalidEmail');
    expect(await codeOf(await give('per@example.no', {}))).toBe('powersOfAttorney.roleRequired');
    expect(await written()).toEqual(before);
  });

  it('gives to another person by name and email, replaces it, and revokes it', async () => {
    expect((await give('per@example.no', { poaRecipientRole: 'other', poaRecipientName: 'Venn Vennesen', poaRecipientEmail: 'venn@example.no' })).status).toBe(200);
    expect((await poaRecipientLinksTo(t, 'venn@example.no')).length).toBe(1);
    expect((await give('per@example.no', { poaRecipientRole: 'ceo' })).status).toBe(200);
    expect((await notice('per@example.no')).poaRecipientName).toBe('Dag Daglig');
    const revoked = await anonymous().delete(`/api/general-meeting/${gm.projectId}/poa/${await token('per@example.no')}`);
    expect(revoked.status).toBe(200);
    expect((await notice('per@example.no')).tabs).toMatchObject({ powerOfAttorneyGiven: false, givePowerOfAttorney: true });
    expect(await codeOf(await anonymous().delete(`/api/general-meeting/${gm.projectId}/poa/${await token('per@example.no')}`))).toBe('powersOfAttorney.noneGiven');
  });

  it('keeps a link to its own meeting', async () => {
    const other = await gm.admin.post('/api/projects', { orgNo: gm.orgNo, projectName: 'Annen', decisions: ['freetext'], documents: ['notice_general_meeting'] });
    const { projectId } = (await other.json()) as { projectId: string };
    expect(await codeOf(await anonymous().post(`/api/general-meeting/${projectId}/poa/${await token('per@example.no')}`, { poaRecipientRole: 'ceo' }))).toBe('noticeForShareholder.loadNoticeError');
  });

  it('answers the presence and votes of everyone the reader acts for, so a reopened meeting page shows the votes cast', async () => {
    const present = await gm.admin.post(`/api/project/${gm.projectId}/generalMeetingParticipation`, { createParticipation: [0, 1].map((i) => ({ shareholderId: gm.holders[i], isPresent: true })) });
    expect(present.status).toBe(200);
    const voted = await gm.admin.post(`/api/general-meeting/${gm.projectId}/admin-vote`, { shareholderId: gm.holders[0], voteId: randomUUID(), voteType: 'decision', vote: 'against', decisionId: gm.decisionId });
    expect(voted.status).toBe(200);
    const kariVoted = { shareholderId: gm.holders[0], isPresent: true, meetingChairVote: null, approveAgendaVote: null, decisionVotes: [{ decisionId: gm.decisionId, vote: 'against' }] };
    // Ola acts for himself and for Kari, whose power he holds; Kari, having given it, acts for no one.
    expect((await notice('ola@example.no')).shareholderParticipation).toEqual([
      { shareholderId: gm.holders[1], isPresent: true, meetingChairVote: null, approveAgendaVote: null, decisionVotes: [{ decisionId: gm.decisionId, vote: null }] },
      kariVoted,
    ]);
    expect((await notice('kari@example.no')).shareholderParticipation).toEqual([]);
    const [link] = await poaRecipientLinksTo(t, 'ola@example.no');
    const recipient = (await (await anonymous().get(`/api/shareholder-view/notice-general-meeting/poa-recipient/${link!.token}`)).json()) as PoaRecipientView;
    expect(recipient.shareholderParticipation).toEqual([kariVoted]);
  });

  it('offers no power of attorney to a holder registered present, and refuses one from them (seed 002, section 2)', async () => {
    expect((await notice('ola@example.no')).tabs).toMatchObject({ givePowerOfAttorney: false, powerOfAttorneyGiven: false });
    expect(await codeOf(await give('ola@example.no', { poaRecipientRole: 'chairperson' }))).toBe('powersOfAttorney.giverPresent');
    expect((await notice('per@example.no')).tabs.givePowerOfAttorney).toBe(true);
  });
});

describe('a notice protected by a meeting password', () => {
  it('answers 401 without the password or with a wrong one, and opens with it', async () => {
    const reopened = await gm.admin.post(`/api/document/reopen-locked-document/${gm.noticeId}/${gm.orgNo}`);
    expect(reopened.status).toBe(200);
    expect((await gm.send({ accessType: 'password', password: 'Hemmelig-123', message: 'Passord fra styret.' })).status).toBe(200);
    const link = `/api/shareholder-view/notice-general-meeting/${await token('kari@example.no')}`;
    expect(await codeOf(await anonymous().get(link))).toBe('noticeForShareholder.passwordRequired');
    const wrong = await anonymous().get(link, { headers: meetingPassword('feil') });
    expect(wrong.status).toBe(401);
    const right = await anonymous().get(link, { headers: meetingPassword('Hemmelig-123') });
    expect(right.status).toBe(200);
    // The power given under the earlier sending stands.
    expect(((await right.json()) as NoticeForShareholderView).poaRecipientName).toBe('Ola Hansen');
  });
});

describe('a notice with login access', () => {
  it('opens for the account whose proven email it went to, and tells an unproven one to verify first', async () => {
    const reopened = await gm.admin.post(`/api/document/reopen-locked-document/${gm.noticeId}/${gm.orgNo}`);
    expect(reopened.status).toBe(200);
    const sent = await gm.send({ accessType: 'login', message: 'Logg inn for å lese innkallingen.' });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const link = `/api/shareholder-view/notice-general-meeting/${await token('per@example.no')}`;
    await createTestUser(t.orm, 'per@example.no', { emailVerified: false });
    expect(await codeOf(await (await signedInClient(t.app, 'per@example.no')).get(link))).toBe('auth.emailNotVerified');
    await t.orm.em.fork().nativeUpdate(User, { email: 'per@example.no' }, { emailVerified: true });
    expect((await (await signedInClient(t.app, 'per@example.no')).get(link)).status).toBe(200);
  });
});

describe('once the live meeting has ended', () => {
  it('offers no power of attorney, though the meeting\'s planned end has not passed', async () => {
    const ended = await openGeneralMeeting(t, '923609016');
    expect((await ended.send()).status).toBe(200);
    expect((await notice('per@example.no')).tabs.givePowerOfAttorney).toBe(true);
    expect((await ended.admin.post(`/api/general-meeting/${ended.projectId}/start`)).status).toBe(200);
    expect((await ended.admin.post(`/api/general-meeting/${ended.projectId}/end`)).status).toBe(200);
    expect((await notice('per@example.no')).tabs.givePowerOfAttorney).toBe(false);
    expect(await codeOf(await anonymous().post(`/api/general-meeting/${ended.projectId}/poa/${await token('per@example.no')}`, { poaRecipientRole: 'chairperson' }))).toBe('powersOfAttorney.meetingFinished');
  });
});

describe('a signed-in holder\'s meetings in the shareholder portal (issue 24)', () => {
  it('lists the general meetings whose notice is out, opens the notice by its id, and puts them in the schedule', async () => {
    const portal = await openGeneralMeeting(t, '812345672', '2099-08-01');
    const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: portal.orgNo });
    const user = await createTestUser(t.orm, 'ola.portal@example.no');
    await grantTestAccess(t.orm, user, company, 'SHAREHOLDER', { shareholderId: portal.holders[1] });
    const holder = await signedInClient(t.app, 'ola.portal@example.no');
    const base = `/api/shareholder-view/${portal.orgNo}/${portal.holders[1]}`;
    expect(await (await holder.get(`${base}/meetings`)).json()).toEqual([]);
    expect(((await (await holder.get(`${base}/schedule?from=2099-08-01&to=2099-08-31`)).json()) as { entries: unknown[] }).entries).toEqual([]);

    expect((await portal.send()).status).toBe(200);
    const [meeting] = (await (await holder.get(`${base}/meetings`)).json()) as HolderMeeting[];
    expect(meeting).toMatchObject({ projectId: portal.projectId, title: 'Ordinær generalforsamling 2099', meetingStartDate: '2099-08-01T12:00', isHeld: false, minutesPublished: false });
    const opened = (await (await holder.get(`/api/shareholder-view/notice-general-meeting/${meeting!.noticeForShareholderId}`)).json()) as NoticeForShareholderView;
    expect(opened).toMatchObject({ recipientName: 'Ola Hansen', tabs: { givePowerOfAttorney: true } });
    const schedule = (await (await holder.get(`${base}/schedule?from=2099-08-01&to=2099-08-31`)).json()) as { entries: { kind: string; projectId: string; start: string }[] };
    expect(schedule.entries).toEqual([expect.objectContaining({ kind: 'generalMeeting', projectId: portal.projectId, start: '2099-08-01T12:00' })]);
    expect((await holder.get(`/api/shareholder-view/${portal.orgNo}/${portal.holders[0]}/meetings`)).status).toBe(403);
  });
});

describe('the per-address limit on the link (300 in 15 minutes)', () => {
  const inBatches = async (count: number, call: () => Promise<Response>) => {
    const statuses: number[] = [];
    for (let done = 0; done < count; done += 25) statuses.push(...(await Promise.all(Array.from({ length: Math.min(25, count - done) }, call))).map(({ status }) => status));
    return statuses;
  };

  it('counts only links that name nothing: readers behind one address poll freely, a guesser is refused, then every call from that address', async () => {
    const link = `/api/shareholder-view/notice-general-meeting/${await token('ola@example.no')}`;
    // More readings than the limit, as holders in one office with the notice open (it polls) make.
    expect(new Set(await inBatches(310, () => anonymous().get(link)))).toEqual(new Set([200]));
    const guess = () => anonymous().get(`/api/shareholder-view/notice-general-meeting/${randomUUID().replaceAll('-', '')}`);
    expect(new Set(await inBatches(300, guess))).toEqual(new Set([404]));
    expect((await guess()).status).toBe(429);
    const refused = await anonymous().get(link);
    expect([refused.status, await codeOf(refused)]).toEqual([429, 'auth.tooManyAttempts']);
  });
});
