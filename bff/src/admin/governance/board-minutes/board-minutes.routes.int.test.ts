import { AuditEvent, BoardMinutes, NoticeSending } from '@andel/domain/server';
import { localDateTimeText, type BoardMemberNotice, type BoardMinutesView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../domain/testing/pdf-text';
import { addBoardRoles, createBoardMeeting, noticeLinksTo, reviewLinksTo as reviewLinks } from '../../../../testing/board-meeting-test-setup';
import { as, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';

let t: TestApp;
let roles: Record<string, string>;
const anonymous = () => new TestClient(t.app);
const matters = [
  { title: 'Godkjenning av budsjett', text: 'Styret godkjenner budsjettet.' },
  { title: 'Nytt kontor', text: 'Styret vedtar å leie nytt kontor.' },
  { title: 'Orientering', text: 'Daglig leder orienterer.', type: 'INFORMATION_MATTER' as const },
];
type Meeting = Awaited<ReturnType<typeof createBoardMeeting>>;

const minutesOf = async (meeting: Meeting) => (await (await meeting.admin.get(`/api/project/${meeting.projectId}/board-minutes`)).json()) as BoardMinutesView;

/** The editor's view as the `PUT` body, with `change` applied. */
const bodyOf = (view: BoardMinutesView, change: Record<string, unknown> = {}) => ({
  meetingDate: view.meetingDate,
  startTime: view.startTime,
  endTime: view.endTime,
  boardMeetingForm: view.boardMeetingForm,
  meetingPlace: view.meetingPlace,
  inlineAddress: view.inlineAddress,
  participants: view.participants,
  extraParticipants: view.extraParticipants,
  meetingChairId: view.meetingChairId,
  signatoryIds: view.signatories.signatoryIds,
  matterOutcomes: view.matters.map(({ decision, outcomeTexts }) => ({ decisionId: decision.decisionId, texts: outcomeTexts })),
  ...change,
});

const written = async () => {
  const em = t.orm.em.fork();
  return {
    minutes: await em.count(BoardMinutes, {}),
    sendings: await em.count(NoticeSending, { purpose: 'review' }),
    audit: await em.count(AuditEvent, { type: { $in: ['boardMinutes.updated', 'meetingDocument.sentForReview'] } }),
  };
};

const sendNotice = (meeting: Meeting) => meeting.admin.post(`/api/document/${meeting.noticeId}/928471632/send-for-viewing`, { accessType: 'open', message: 'Velkommen.' });
const vote = async (email: string, decisionId: string, value: string) => {
  const token = (await noticeLinksTo(t, email)).at(-1)!.token;
  expect((await anonymous().post(`/api/boardmember-view/review/${token}/vote`, { decisionId, vote: value })).status).toBe(200);
};
const sendForReview = (meeting: Meeting, options: Record<string, unknown>, request: Record<string, unknown> = {}) =>
  meeting.admin.post(`/api/document/${meeting.minutesId}/928471632/send-for-review`, { sendMessageRequest: { messageSubject: '', payload: 'Se over protokollen.', ...request }, options });
const reviewLinksTo = (email: string) => reviewLinks(t, email);

beforeAll(async () => {
  t = await createTestApp();
  const { a } = await setUpGovernanceCompanies(t);
  roles = await addBoardRoles(t, a, [
    ['chairperson', 'Kari', 'Leder', 'leder@example.no'],
    ['member', 'Arne', 'Alm', 'alm@example.no'],
    ['member', 'Bodil', 'Berg', 'berg@example.no'],
    ['deputy_member', 'Vara', 'Vik', 'vara@example.no'],
    ['ceo', 'Daglig', 'Dahl', 'dl@example.no'],
  ]);
});
afterAll(() => t.close());

describe('the board minutes editor (GET and PUT /project/{id}/board-minutes)', () => {
  it('starts from the notice and the board: the invited present, the chairperson in the chair, all of a board under 5 signing, each outcome from the votes', async () => {
    const meeting = await createBoardMeeting(t, matters);
    expect((await sendNotice(meeting)).status).toBe(200);
    await vote('leder@example.no', meeting.decisionIds[0]!, 'for');
    await vote('alm@example.no', meeting.decisionIds[0]!, 'for');
    await vote('berg@example.no', meeting.decisionIds[1]!, 'against');
    const view = await minutesOf(meeting);
    expect(view).toMatchObject({
      saved: false,
      isLocked: false,
      documentId: meeting.minutesId,
      meetingDate: '2099-03-14',
      startTime: '12:00',
      endTime: '14:00',
      participants: [roles['leder@example.no'], roles['alm@example.no'], roles['berg@example.no']],
      meetingChairId: roles['leder@example.no'],
      signatories: { canChoose: false, signatoryIds: [roles['leder@example.no'], roles['alm@example.no'], roles['berg@example.no']] },
    });
    expect(view.board.map(({ name, isBoardMember }) => [name, isBoardMember])).toEqual([
      ['Kari Leder', true],
      ['Arne Alm', true],
      ['Bodil Berg', true],
      ['Vara Vik', false],
    ]);
    expect(view.reviewCandidates.map(({ name }) => name)).toEqual(['Kari Leder', 'Arne Alm', 'Bodil Berg', 'Vara Vik', 'Daglig Dahl']);
    expect(view.matters.map(({ result }) => [result.outcome, result.votes])).toEqual([
      ['ADOPTED', { for: 2, against: 0, blank: 0 }],
      ['REJECTED', { for: 0, against: 1, blank: 0 }],
      ['INFORMATION', { for: 0, against: 0, blank: 0 }],
    ]);
  });

  it('saves the panels and each outcome in words; the minutes PDF shows the meeting as held, each outcome, the chair and the signatories', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 2), { meetingDocumentLanguage: 'no' });
    await sendNotice(meeting);
    await vote('leder@example.no', meeting.decisionIds[0]!, 'for');
    await vote('alm@example.no', meeting.decisionIds[1]!, 'against');
    const view = await minutesOf(meeting);
    const saved = await meeting.admin.put(
      `/api/project/${meeting.projectId}/board-minutes`,
      bodyOf(view, {
        startTime: '12:15',
        endTime: '13:30',
        boardMeetingForm: 'physical_meeting',
        participants: [roles['leder@example.no'], roles['alm@example.no']],
        extraParticipants: [{ name: 'Revisor Rask' }],
        meetingChairId: roles['alm@example.no'],
        matterOutcomes: [{ decisionId: meeting.decisionIds[0], texts: [{ language: 'no', text: 'Budsjettet ble godkjent uten merknader.' }] }],
      }),
    );
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as BoardMinutesView;
    expect(after).toMatchObject({ saved: true, startTime: '12:15', meetingChairId: roles['alm@example.no'], extraParticipants: [{ id: expect.any(String), name: 'Revisor Rask' }] });
    expect(after.matters[0]!.outcomeTexts).toEqual([{ language: 'no', text: 'Budsjettet ble godkjent uten merknader.' }]);
    expect(await minutesOf(meeting)).toEqual(after);

    const pdf = await meeting.admin.get(`/api/document/view/pdf/${meeting.minutesId}/928471632`);
    expect(pdf.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    for (const expected of ['Protokoll fra styremøte', '14. mars 2099 12:15–13:30', 'Fysisk møte', 'Revisor Rask', 'Budsjettet ble godkjent uten merknader.', 'Møteleder: Arne Alm', 'Bodil Berg'])
      expect(text).toContain(expected);
    expect(text.slice(text.indexOf('Godkjenning av budsjett'))).toMatch(/^Godkjenning av budsjett.*?Resultat: Vedtatt/s);
    expect(text.slice(text.indexOf('Nytt kontor'))).toMatch(/^Nytt kontor.*?Resultat: Ikke vedtatt/s);
  });

  it('refuses bad minutes with a key, writing nothing', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    const other = await createBoardMeeting(t, matters.slice(0, 1));
    const view = await minutesOf(meeting);
    const before = await written();
    const cases: [Record<string, unknown>, number, unknown][] = [
      [{ signatoryIds: [roles['leder@example.no'], roles['alm@example.no']] }, 400, 'all-must-sign-when-less-than-5'],
      [{ meetingChairId: roles['dl@example.no'] }, 400, 'boardMinutes.chairNotOnBoard'],
      [{ participants: [roles['dl@example.no']] }, 400, 'boardMeetings.unknownParticipant'],
      [{ matterOutcomes: [{ decisionId: other.decisionIds[0], texts: [] }] }, 404, 'decisions.notFound'],
    ];
    for (const [change, status, code] of cases) {
      const response = await meeting.admin.put(`/api/project/${meeting.projectId}/board-minutes`, bodyOf(view, change));
      expect(response.status, JSON.stringify(change)).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    }
    const invalid: [Record<string, unknown>, unknown][] = [
      [{ startTime: '25:00' }, { startTime: 'time-field.invalid-time' }],
      [{ meetingPlace: 'inlineAddress', inlineAddress: '' }, { inlineAddress: 'required' }],
      [{ extraParticipants: [{ name: ' ' }] }, { 'extraParticipants.0.name': 'required' }],
      [{ matterOutcomes: [{ decisionId: meeting.decisionIds[0], texts: [{ language: 'no', text: 'x'.repeat(20_001) }] }] }, { 'matterOutcomes.0.texts.0.text': { message: 'maxStringLength', args: { maxLength: 20_000 } } }],
    ];
    for (const [change, errors] of invalid) {
      const response = await meeting.admin.put(`/api/project/${meeting.projectId}/board-minutes`, bodyOf(view, change));
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await response.json()).errors).toEqual(errors);
    }
    const stranger = await (await as(t, 'admin-b@example.no')).put(`/api/project/${meeting.projectId}/board-minutes`, bodyOf(view));
    expect(stranger.status).toBe(403);
    expect((await (await as(t, 'admin-b@example.no')).get(`/api/project/${meeting.projectId}/board-minutes`)).status).toBe(403);
    expect(await written()).toEqual(before);
  });
});

describe('sending the minutes for review (POST /document/{documentId}/{orgNo}/send-for-review)', () => {
  it('emails the company roles not excluded and the extra recipients a personal review link, with the deadline 7 days ahead at 00:00 by default, and locks the minutes', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 2));
    const response = await sendForReview(meeting, { mode: 'commenting' }, { recipientSelectionState: { excludeBoardMemberIds: [roles['vara@example.no']], inlineRecipients: [{ name: 'Revisor Rask', email: 'Revisor@Example.no' }] } });
    expect(response.status).toBe(200);
    const status = (await response.json()) as { mode: string; feedbackDeadline: string; statusForViewers: { recipientName: string; recipientEmail: string }[] };
    const today = new Date();
    const expected = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 7)).toISOString().slice(0, 10);
    expect(status.feedbackDeadline).toMatch(/^\d{4}-\d{2}-\d{2}T00:00$/);
    expect([expected, new Date(Date.parse(`${expected}T00:00Z`) + 86_400_000).toISOString().slice(0, 10)]).toContain(status.feedbackDeadline.slice(0, 10));
    expect(status.statusForViewers.map(({ recipientName, recipientEmail }) => `${recipientName} <${recipientEmail}>`).sort()).toEqual([
      'Arne Alm <alm@example.no>',
      'Bodil Berg <berg@example.no>',
      'Daglig Dahl <dl@example.no>',
      'Kari Leder <leder@example.no>',
      'Revisor Rask <revisor@example.no>',
    ]);
    expect(await reviewLinksTo('vara@example.no')).toEqual([]);
    const [link] = await reviewLinksTo('alm@example.no');
    expect(link!.mail.subject).toBe('Protokoll fra styremøte i Company 928471632 til gjennomgang');
    expect(link!.mail.text).toContain('Se over protokollen.');
    expect(link!.mail.text).toContain(`Frist for tilbakemelding: ${localDateTimeText('nb', status.feedbackDeadline)}.`);
    // The minutes are locked: the editor refuses until reopened.
    const view = await minutesOf(meeting);
    expect(view.isLocked).toBe(true);
    const locked = await meeting.admin.put(`/api/project/${meeting.projectId}/board-minutes`, bodyOf(view));
    expect(locked.status).toBe(409);
    expect((await locked.json()).error.code).toBe('projects.documentsLocked');
    expect((await meeting.admin.post(`/api/document/reopen-locked-document/${meeting.minutesId}/928471632`)).status).toBe(200);
    expect((await meeting.admin.put(`/api/project/${meeting.projectId}/board-minutes`, bodyOf(view))).status).toBe(200);
    expect((await anonymous().get(`/api/boardmember-view/review/${link!.token}`)).status).toBe(404);
  });

  it('lets a reviewer comment from the link; voting only when sent for voting; the matter view shows one matter', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 2));
    expect((await sendForReview(meeting, { mode: 'commenting', deadlineForFeedback: '2099-01-01T12:00' })).status).toBe(200);
    const token = (await reviewLinksTo('berg@example.no')).at(-1)!.token;
    const page = (await (await anonymous().get(`/api/boardmember-view/review/${token}`)).json()) as BoardMemberNotice;
    expect(page).toMatchObject({ purpose: 'review', reviewMode: 'commenting', feedbackDeadline: '2099-01-01T12:00', noticeDocumentId: meeting.minutesId, canVote: false, canComment: true });
    const commented = await anonymous().post(`/api/boardmember-view/review/${token}/comment`, { decisionId: meeting.decisionIds[0], commentText: 'Rett skrivefeil i sak 1.' });
    expect(commented.status).toBe(200);
    expect(((await commented.json()) as BoardMemberNotice).matters[0]!.comments[0]).toMatchObject({ commentText: 'Rett skrivefeil i sak 1.', authorName: 'Bodil Berg', isOwn: true });
    const refused = await anonymous().post(`/api/boardmember-view/review/${token}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('boardMemberView.commentsOnly');
    // The CEO comments with their role but has no vote.
    const ceo = (await reviewLinksTo('dl@example.no')).at(-1)!.token;
    expect((await anonymous().post(`/api/boardmember-view/review/${ceo}/comment`, { decisionId: meeting.decisionIds[1], commentText: 'Enig.' })).status).toBe(200);
    const matter = (await (await anonymous().get(`/api/boardmember-view/review/${token}/matter/${meeting.decisionIds[1]}`)).json()) as BoardMemberNotice;
    expect(matter.matters.map(({ comments }) => comments.map(({ commentText }) => commentText))).toEqual([['Enig.']]);
    expect((await anonymous().get(`/api/boardmember-view/review/${token}/matter/${(await createBoardMeeting(t, matters.slice(0, 1))).decisionIds[0]}`)).status).toBe(404);
    const pdf = await anonymous().get(`/api/boardmember-view/review/${token}/download-as-pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // Sent again for voting: the earlier links stop working, the new ones take votes into the minutes' outcome.
    await meeting.admin.post(`/api/document/reopen-locked-document/${meeting.minutesId}/928471632`);
    expect((await sendForReview(meeting, { mode: 'voting', deadlineForFeedback: '2099-01-01T12:00' })).status).toBe(200);
    expect((await anonymous().get(`/api/boardmember-view/review/${token}`)).status).toBe(404);
    const voter = (await reviewLinksTo('berg@example.no')).at(-1)!.token;
    expect((await anonymous().post(`/api/boardmember-view/review/${voter}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' })).status).toBe(200);
    expect((await anonymous().post(`/api/boardmember-view/review/${ceo}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' })).status).toBe(404);
    const ceoNow = (await reviewLinksTo('dl@example.no')).at(-1)!.token;
    expect((await (await anonymous().post(`/api/boardmember-view/review/${ceoNow}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' })).json()).error.code).toBe('boardMemberView.noCompanyRole');
    expect((await minutesOf(meeting)).matters[0]!.result).toMatchObject({ outcome: 'ADOPTED', votes: { for: 1, against: 0, blank: 0 } });
  });

  it('refuses bad sendings with a key, writing nothing', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    const before = await written();
    const invalid: [Record<string, unknown>, Record<string, unknown>, unknown][] = [
      [{ mode: 'signing' }, {}, { 'options.mode': 'invalidValue' }],
      [{ mode: 'voting', deadlineForFeedback: '2099-13-01T00:00' }, {}, { 'options.deadlineForFeedback': 'localdate-field.invalid-date' }],
      [{ mode: 'voting', deadlineForFeedback: '2099-01-01T24:00' }, {}, { 'options.deadlineForFeedback': 'time-field.invalid-time' }],
      [{ mode: 'voting' }, { recipientSelectionState: { inlineRecipients: [{ name: 'Revisor', email: 'ikke-en-adresse' }] } }, { 'sendMessageRequest.recipientSelectionState.inlineRecipients.0.email': 'email-field.invalid-email' }],
      [{ mode: 'voting' }, { recipientSelectionState: { inlineRecipients: [{ name: '', email: 'r@example.no' }] } }, { 'sendMessageRequest.recipientSelectionState.inlineRecipients.0.name': 'required' }],
    ];
    for (const [options, request, errors] of invalid) {
      const response = await sendForReview(meeting, options, request);
      expect(response.status, JSON.stringify(options)).toBe(400);
      expect((await response.json()).errors).toEqual(errors);
    }
    const refused: [string, Record<string, unknown>, Record<string, unknown>, number, string][] = [
      [meeting.minutesId, { mode: 'voting', deadlineForFeedback: '2020-01-01T00:00' }, {}, 400, 'meetingDocuments.deadlinePassed'],
      [meeting.minutesId, { mode: 'voting' }, { recipientSelectionState: { excludeBoardMemberIds: [meeting.decisionIds[0]] } }, 404, 'meetingDocuments.recipientNotFound'],
      [meeting.minutesId, { mode: 'voting' }, { recipientSelectionState: { excludeBoardMemberIds: Object.values(roles) } }, 400, 'meetingDocuments.noRecipients'],
      [meeting.noticeId, { mode: 'voting' }, {}, 400, 'meetingDocuments.notMinutes'],
    ];
    for (const [documentId, options, request, status, code] of refused) {
      const response = await meeting.admin.post(`/api/document/${documentId}/928471632/send-for-review`, { sendMessageRequest: { payload: '', ...request }, options });
      expect(response.status, code).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    }
    const stranger = await (await as(t, 'admin-b@example.no')).post(`/api/document/${meeting.minutesId}/931754289/send-for-review`, { sendMessageRequest: {}, options: { mode: 'voting' } });
    expect(stranger.status).toBe(404);
    expect(await written()).toEqual(before);
  });
});

describe('a locked project', () => {
  it('refuses changes to decisions and documents once the notice is sent, and to the meeting\'s details once the minutes are sent too, until reopened', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    await sendNotice(meeting);
    const project = (await (await meeting.admin.get(`/api/project/${meeting.projectId}`)).json()) as { isLocked: boolean };
    expect(project.isLocked).toBe(true);
    const base = `/api/project/${meeting.projectId}`;
    const decision = { localizedTitles: [{ language: 'no', title: 'Endret' }], matterTexts: [{ language: 'no', text: 'Endret.' }], requiresGeneralMeeting: false, freetextTypeForAllDocuments: 'DECISION_MATTER' };
    const details = { meetingDate: '2099-03-15', startTime: '12:00', endTime: '14:00', boardMeetingForm: 'hybrid' };
    const attempts = [
      () => meeting.admin.post(`${base}/decisions`, { decisionType: 'freetext' }),
      () => meeting.admin.put(`${base}/decisions/${meeting.decisionIds[0]}`, decision),
      () => meeting.admin.delete(`${base}/decisions/${meeting.decisionIds[0]}`),
      () => meeting.admin.post(`${base}/documents`, { documentType: 'notice_general_meeting' }),
      () => meeting.admin.delete(`${base}/documents/${meeting.minutesId}`),
    ];
    const before = await t.orm.em.fork().count(AuditEvent, {});
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.status).toBe(409);
      expect((await response.json()).error.code).toBe('projects.documentsLocked');
    }
    expect(await t.orm.em.fork().count(AuditEvent, {})).toBe(before);
    // The minutes are another document: they are written while the notice is locked. The sent notice's meeting may
    // still move (its recipients are told); once the minutes are sent it may not.
    expect((await meeting.admin.put(`${base}/board-minutes`, bodyOf(await minutesOf(meeting)))).status).toBe(200);
    expect((await meeting.admin.put(`${base}/board-meeting`, details)).status).toBe(200);
    expect((await sendForReview(meeting, { mode: 'commenting' })).status).toBe(200);
    const lockedDetails = await meeting.admin.put(`${base}/board-meeting`, details);
    expect(lockedDetails.status).toBe(409);
    expect((await lockedDetails.json()).error.code).toBe('projects.documentsLocked');
    expect((await meeting.admin.post(`/api/document/reopen-locked-document/${meeting.minutesId}/928471632`)).status).toBe(200);

    expect((await meeting.admin.post(`/api/document/reopen-locked-document/${meeting.noticeId}/928471632`)).status).toBe(200);
    expect((await meeting.admin.put(`${base}/decisions/${meeting.decisionIds[0]}`, decision)).status).toBe(200);
    expect((await meeting.admin.put(`${base}/board-meeting`, details)).status).toBe(200);
  });
});
