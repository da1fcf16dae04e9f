import { AuditEvent, BoardVote, MatterComment, NoticeRecipient, type Company } from '@andel/domain/server';
import type { BoardMemberNotice, ViewingStatus } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles, createBoardMeeting, meetingPassword, noticeLinksTo } from '../../../../testing/board-meeting-test-setup';
import { as, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';

let t: TestApp;
let b: Company;
let roles: Record<string, string>;
const anonymous = () => new TestClient(t.app);
const matters = [
  { title: 'Godkjenning av budsjett', text: 'Styret godkjenner budsjettet for 2099.' },
  { title: 'Nytt kontor', text: 'Styret vedtar å leie nytt kontor.' },
  { title: 'Orientering fra daglig leder', text: 'Daglig leder orienterer.', type: 'INFORMATION_MATTER' as const },
];

/** What a refused call must leave unwritten. */
const written = async () => {
  const em = t.orm.em.fork();
  return { votes: await em.count(BoardVote, {}), comments: await em.count(MatterComment, {}), audit: await em.count(AuditEvent, { type: { $like: '%ote%' } }) + (await em.count(AuditEvent, { type: { $like: 'matterComment%' } })) };
};

const send = async (meeting: Awaited<ReturnType<typeof createBoardMeeting>>, body: Record<string, unknown> = { accessType: 'open', message: 'Velkommen til styremøte.' }) =>
  meeting.admin.post(`/api/document/${meeting.noticeId}/928471632/send-for-viewing`, body);

beforeAll(async () => {
  t = await createTestApp();
  const companies = await setUpGovernanceCompanies(t);
  b = companies.b;
  roles = await addBoardRoles(
    t,
    companies.a,
    [
      ['chairperson', 'Kari', 'Leder', 'styre-a@example.no'],
      ['member', 'Arne', 'Alm', 'medlem-a@example.no'],
      ['member', 'Uten', 'Bruker', 'uten-bruker@example.no'],
    ],
    ['styre-a@example.no', 'medlem-a@example.no'],
  );
  await addBoardRoles(t, b, [['chairperson', 'Berit', 'Bø', 'styre-b@example.no']], ['styre-b@example.no']);
});
afterAll(() => t.close());

describe('sending the notice for viewing', () => {
  it('emails each recipient a personal link in their language, locks the notice and reports delivery and viewing', async () => {
    const meeting = await createBoardMeeting(t, matters);
    await meeting.admin.put(`/api/project/${meeting.projectId}/board-meeting`, {
      boardMeetingNumber: 3,
      meetingDate: '2099-03-14',
      startTime: '12:00',
      endTime: '14:00',
      boardMeetingForm: 'hybrid',
      meetingPlace: 'companysOffice',
      noticeDescription: '',
      participants: [roles['styre-a@example.no'], roles['medlem-a@example.no']],
      extraParticipants: [{ name: 'Revisor Rask', email: 'revisor@example.no' }],
      documentLanguage: 'en',
    });
    const response = await send(meeting);
    expect(response.status).toBe(200);
    const status = (await response.json()) as ViewingStatus;
    expect(status.accessType).toBe('open');
    expect(status.statusForViewers.map(({ recipientName, recipientEmail, deliveryState, viewedTime }) => [recipientName, recipientEmail, deliveryState, viewedTime])).toEqual([
      ['Kari Leder', 'styre-a@example.no', 'SENT', null],
      ['Arne Alm', 'medlem-a@example.no', 'SENT', null],
      ['Revisor Rask', 'revisor@example.no', 'SENT', null],
    ]);
    const [chairLink] = await noticeLinksTo(t, 'styre-a@example.no');
    expect(chairLink!.noticeDocumentId).toBe(meeting.noticeId);
    expect(chairLink!.mail.subject).toBe('Innkalling til styremøte i Company 928471632');
    expect(chairLink!.mail.text).toContain('Velkommen til styremøte.');
    // An extra participant gets the notice's first language.
    expect((await noticeLinksTo(t, 'revisor@example.no'))[0]!.mail.subject).toBe('Notice of board meeting in Company 928471632');

    const project = (await (await meeting.admin.get(`/api/project/${meeting.projectId}`)).json()) as { status: string; documents: { documentType: string; isLocked: boolean; sentAt: string | null }[] };
    expect(project.status).toBe('SENT');
    expect(project.documents.find(({ documentType }) => documentType === 'notice_board_meeting')).toMatchObject({ isLocked: true, sentAt: expect.any(String) });

    const view = await anonymous().get(`/api/boardmember-view/notice-board-meeting/${chairLink!.token}?noticeDocumentId=${meeting.noticeId}`);
    expect(view.status).toBe(200);
    const notice = (await view.json()) as BoardMemberNotice;
    expect(notice).toMatchObject({ noticeDocumentId: meeting.noticeId, orgNo: '928471632', companyroleId: roles['styre-a@example.no'], canVote: true, votingOpen: true, audience: 'recipient' });
    expect(notice.meeting).toMatchObject({ boardMeetingNumber: 3, meetingStartDate: '2099-03-14T12:00', meetingChairName: 'Kari Leder' });
    expect(notice.matters.map(({ decision, matterType }) => [decision.localizedTitles[0]!.title, matterType])).toEqual([
      ['Godkjenning av budsjett', 'DECISION_MATTER'],
      ['Nytt kontor', 'DECISION_MATTER'],
      ['Orientering fra daglig leder', 'INFORMATION_MATTER'],
    ]);
    const after = (await (await meeting.admin.get(`/api/document/${meeting.noticeId}/928471632/viewing-status`)).json()) as ViewingStatus;
    expect(after.statusForViewers[0]!.viewedTime).toEqual(expect.any(String));
    expect(after.statusForViewers[1]!.viewedTime).toBeNull();

    // Sent once: sending again is refused until reopened, and so is a new document.
    expect((await send(meeting)).status).toBe(409);
    const locked = await meeting.admin.post(`/api/project/${meeting.projectId}/documents`, { documentType: 'notice_general_meeting' });
    expect(locked.status).toBe(409);
    expect((await locked.json()).error.code).toBe('projects.documentsLocked');
  });

  it('edits a recipient and resends a new link; the old link stops working', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    const status = (await (await send(meeting)).json()) as ViewingStatus;
    const member = status.statusForViewers.find(({ recipientEmail }) => recipientEmail === 'medlem-a@example.no')!;
    const old = (await noticeLinksTo(t, 'medlem-a@example.no')).at(-1)!;
    const resent = await meeting.admin.post(`/api/document/${meeting.noticeId}/928471632/recipients/${member.recipientDocumentId}/resend`, { email: 'Arne.Ny@Example.no' });
    expect(resent.status).toBe(200);
    const after = (await resent.json()) as ViewingStatus;
    expect(after.statusForViewers.find(({ recipientDocumentId }) => recipientDocumentId === member.recipientDocumentId)).toMatchObject({ recipientEmail: 'arne.ny@example.no', deliveryState: 'SENT' });
    const fresh = (await noticeLinksTo(t, 'arne.ny@example.no')).at(-1)!;
    expect((await anonymous().get(`/api/boardmember-view/notice-board-meeting/${old.token}`)).status).toBe(404);
    expect((await anonymous().get(`/api/boardmember-view/notice-board-meeting/${fresh.token}`)).status).toBe(200);
  });

  it('refuses bad sendings with a key, writing nothing', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    const cases: [Record<string, unknown>, number, unknown][] = [
      [{ accessType: 'open', message: '  ' }, 400, { message: 'required' }],
      [{ accessType: 'password', message: 'Hei' }, 400, { password: 'required' }],
      [{ accessType: 'password', password: 'kort', message: 'Hei' }, 400, { password: { message: 'minStringLength', args: { minLength: 8 } } }],
      [{ accessType: 'code', message: 'Hei' }, 400, { accessType: 'invalidValue' }],
    ];
    for (const [body, statusCode, errors] of cases) {
      const response = await send(meeting, body);
      expect(response.status, JSON.stringify(body)).toBe(statusCode);
      expect((await response.json()).errors).toEqual(errors);
    }
    const minutes = await meeting.admin.post(`/api/document/${meeting.minutesId}/928471632/send-for-viewing`, { accessType: 'open', message: 'Hei' });
    expect((await minutes.json()).error.code).toBe('meetingDocuments.notANotice');
    const other = await (await as(t, 'admin-b@example.no')).post(`/api/document/${meeting.noticeId}/931754289/send-for-viewing`, { accessType: 'open', message: 'Hei' });
    expect(other.status).toBe(404);
    expect(await t.orm.em.fork().count(NoticeRecipient, { sending: { document: meeting.noticeId } })).toBe(0);
  });

  it('reopens a locked notice: its links stop working, the project takes documents again and the notice can be sent anew', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    await send(meeting);
    const link = (await noticeLinksTo(t, 'styre-a@example.no')).at(-1)!;
    expect(link.noticeDocumentId).toBe(meeting.noticeId);
    const reopened = await meeting.admin.post(`/api/document/reopen-locked-document/${meeting.noticeId}/928471632`);
    expect(reopened.status).toBe(200);
    expect((await meeting.admin.post(`/api/document/reopen-locked-document/${meeting.noticeId}/928471632`)).status).toBe(409);
    expect((await anonymous().get(`/api/boardmember-view/notice-board-meeting/${link.token}`)).status).toBe(404);
    expect((await meeting.admin.post(`/api/project/${meeting.projectId}/documents`, { documentType: 'notice_general_meeting' })).status).toBe(201);
    expect((await send(meeting)).status).toBe(200);
  });
});

describe('the board member view behind the link', () => {
  it('votes for, against or blank (a second vote replaces), resets, and comments create, edit and delete', async () => {
    const meeting = await createBoardMeeting(t, matters);
    await send(meeting);
    const { token } = (await noticeLinksTo(t, 'medlem-a@example.no')).at(-1)!;
    const client = anonymous();
    const [first, second, info] = meeting.decisionIds as [string, string, string];
    expect((await client.post(`/api/boardmember-view/review/${token}/vote`, { decisionId: first, vote: 'for' })).status).toBe(200);
    const replaced = (await (await client.post(`/api/boardmember-view/review/${token}/vote`, { decisionId: first, vote: 'against' })).json()) as BoardMemberNotice;
    expect(replaced.matters[0]!.votes).toEqual([{ companyroleId: roles['medlem-a@example.no'], name: 'Arne Alm', vote: 'against' }]);
    expect(await t.orm.em.fork().count(BoardVote, { decision: first })).toBe(1);
    await client.post(`/api/boardmember-view/review/${token}/vote`, { decisionId: second, vote: 'blank' });
    const reset = (await (await client.delete(`/api/boardmember-view/review/${token}/reset-vote/${second}`)).json()) as BoardMemberNotice;
    expect(reset.matters[1]!.votes).toEqual([]);
    const informationVote = await client.post(`/api/boardmember-view/review/${token}/vote`, { decisionId: info, vote: 'for' });
    expect(informationVote.status).toBe(400);
    expect((await informationVote.json()).error.code).toBe('boardVotes.notADecisionMatter');

    const commented = (await (await client.post(`/api/boardmember-view/review/${token}/comment`, { decisionId: first, commentText: 'Budsjettet er for stramt.' })).json()) as BoardMemberNotice;
    const comment = commented.matters[0]!.comments[0]!;
    expect(comment).toMatchObject({ commentText: 'Budsjettet er for stramt.', authorName: 'Arne Alm', isOwn: true, isDeleted: false });
    const edited = (await (await client.put(`/api/boardmember-view/review/${token}/update-comment/${comment.id}`, { commentText: 'Budsjettet er stramt.' })).json()) as BoardMemberNotice;
    expect(edited.matters[0]!.comments[0]!.commentText).toBe('Budsjettet er stramt.');

    // The chair sees the member's vote and comment, and may not edit the member's comment.
    const chair = (await noticeLinksTo(t, 'styre-a@example.no')).at(-1)!.token;
    const chairView = (await (await anonymous().get(`/api/boardmember-view/notice-board-meeting/${chair}`)).json()) as BoardMemberNotice;
    expect(chairView.matters[0]!.comments[0]).toMatchObject({ isOwn: false, commentText: 'Budsjettet er stramt.' });
    const notMine = await anonymous().put(`/api/boardmember-view/review/${chair}/update-comment/${comment.id}`, { commentText: 'Nei' });
    expect(notMine.status).toBe(403);
    expect((await notMine.json()).error.code).toBe('boardVotes.notYourComment');

    const deleted = (await (await client.delete(`/api/boardmember-view/review/${token}/delete-comment/${comment.id}`)).json()) as BoardMemberNotice;
    expect(deleted.matters[0]!.comments[0]).toMatchObject({ isDeleted: true, commentText: '' });

    // The admin sees every vote and comment of the project, and may comment in the preview.
    const review = (await (await meeting.admin.get(`/api/boardmember-view/admin-review/${meeting.projectId}/notice`)).json()) as BoardMemberNotice;
    expect(review).toMatchObject({ audience: 'admin', canVote: false, canComment: true });
    expect(review.matters[0]!.votes.map(({ vote }) => vote)).toEqual(['against']);
    expect(review.matters[0]!.result).toMatchObject({ outcome: 'REJECTED' });
    const adminComment = await meeting.admin.post(`/api/boardmember-view/admin-review/${meeting.noticeId}/comment`, { decisionId: first, commentText: 'Vi ser på det.' });
    expect(adminComment.status).toBe(200);
    expect(((await adminComment.json()) as BoardMemberNotice).matters[0]!.comments.at(-1)).toMatchObject({ authorName: 'Test Person', isOwn: true });
  });

  it('asks for the meeting password (401) and opens with it, sent as basic auth with an empty user name', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    await send(meeting, { accessType: 'password', password: 'Styret-2099', message: 'Hei' });
    const { token, mail } = (await noticeLinksTo(t, 'styre-a@example.no')).at(-1)!;
    expect(mail.text).not.toContain('Styret-2099');
    const before = await written();
    const missing = await anonymous().get(`/api/boardmember-view/notice-board-meeting/${token}`);
    expect(missing.status).toBe(401);
    expect((await missing.json()).error.code).toBe('boardMemberView.passwordRequired');
    const wrong = await anonymous().get(`/api/boardmember-view/notice-board-meeting/${token}`, { headers: meetingPassword('feil-passord') });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('boardMemberView.wrongPassword');
    const wrongVote = await anonymous().post(`/api/boardmember-view/review/${token}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' }, { headers: meetingPassword('feil-passord') });
    expect(wrongVote.status).toBe(401);
    expect(await written()).toEqual(before);
    expect((await anonymous().get(`/api/boardmember-view/notice-board-meeting/${token}`, { headers: meetingPassword('Styret-2099') })).status).toBe(200);
    expect((await anonymous().post(`/api/boardmember-view/review/${token}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' }, { headers: meetingPassword('Styret-2099') })).status).toBe(200);
  });

  it('limits wrong meeting passwords per link: past 10 the link refuses even the right one, while another link and right passwords are not counted', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    await send(meeting, { accessType: 'password', password: 'Styret-2099', message: 'Hei' });
    const guessed = (await noticeLinksTo(t, 'styre-a@example.no')).at(-1)!.token;
    const other = (await noticeLinksTo(t, 'medlem-a@example.no')).at(-1)!.token;
    const open = (token: string, password: string) => anonymous().get(`/api/boardmember-view/notice-board-meeting/${token}`, { headers: meetingPassword(password) });
    const readings = await Promise.all(Array.from({ length: 12 }, () => open(other, 'Styret-2099')));
    expect(readings.map(({ status }) => status)).toEqual(Array(12).fill(200));
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, index) => open(guessed, `gjetning-${index}`)));
    expect(guesses.map(({ status }) => status)).toEqual(Array(10).fill(401));
    const refused = await open(guessed, 'Styret-2099');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('auth.tooManyAttempts');
    expect((await open(other, 'Styret-2099')).status).toBe(200);
  });

  it('opens with login access only for the signed-in recipient', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    expect((await send(meeting, { accessType: 'login', message: 'Hei' })).status).toBe(200);
    const { token } = (await noticeLinksTo(t, 'styre-a@example.no')).at(-1)!;
    const signedOut = await anonymous().get(`/api/boardmember-view/notice-board-meeting/${token}`);
    expect((await signedOut.json()).error.code).toBe('boardMemberView.loginRequired');
    // Signed in as another: refused (403), not asked to sign in.
    const other = await (await as(t, 'medlem-a@example.no')).get(`/api/boardmember-view/notice-board-meeting/${token}`);
    expect(other.status).toBe(403);
    expect((await other.json()).error.code).toBe('boardMemberView.notTheRecipient');
    expect((await (await as(t, 'styre-a@example.no')).get(`/api/boardmember-view/notice-board-meeting/${token}`)).status).toBe(200);
  });

  it('refuses a vote without a company role, after voting closed, on another meeting\'s matter, an over-long comment and another meeting\'s notice id, writing nothing', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 1));
    await meeting.admin.put(`/api/project/${meeting.projectId}/board-meeting`, {
      meetingDate: '2099-03-14', startTime: '12:00', endTime: '14:00', boardMeetingForm: 'hybrid', meetingPlace: 'companysOffice', noticeDescription: '',
      participants: [roles['styre-a@example.no']], extraParticipants: [{ name: 'Revisor Rask', email: 'rask@example.no' }], documentLanguage: 'no',
    });
    await send(meeting);
    const past = await createBoardMeeting(t, matters.slice(0, 1), { meetingDate: '2020-01-01' });
    await send(past);
    const extra = (await noticeLinksTo(t, 'rask@example.no')).at(-1)!.token;
    const chair = (await noticeLinksTo(t, 'styre-a@example.no')).at(-2)!.token;
    const chairOfPast = (await noticeLinksTo(t, 'styre-a@example.no')).at(-1)!.token;
    const before = await written();

    const cases: [Promise<Response>, number, string][] = [
      [anonymous().post(`/api/boardmember-view/review/${extra}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' }), 403, 'boardMemberView.noCompanyRole'],
      [anonymous().post(`/api/boardmember-view/review/${extra}/comment`, { decisionId: meeting.decisionIds[0], commentText: 'Hei' }), 403, 'boardMemberView.noCompanyRole'],
      [anonymous().post(`/api/boardmember-view/review/${chairOfPast}/vote`, { decisionId: past.decisionIds[0], vote: 'for' }), 409, 'boardMemberView.votingClosed'],
      [anonymous().post(`/api/boardmember-view/review/${chairOfPast}/comment`, { decisionId: past.decisionIds[0], commentText: 'Hei' }), 409, 'boardMemberView.votingClosed'],
      [anonymous().post(`/api/boardmember-view/review/${chair}/vote`, { decisionId: past.decisionIds[0], vote: 'for' }), 404, 'decisions.notFound'],
      [anonymous().post(`/api/boardmember-view/review/${chair}/comment`, { decisionId: past.decisionIds[0], commentText: 'Hei' }), 404, 'decisions.notFound'],
      [anonymous().post(`/api/boardmember-view/review/${chair}/comment`, { decisionId: meeting.decisionIds[0], commentText: 'x'.repeat(5_001) }), 400, 'validationError'],
      [anonymous().post(`/api/boardmember-view/review/${chair}/vote`, { decisionId: meeting.decisionIds[0], vote: 'maybe' }), 400, 'validationError'],
      [anonymous().get(`/api/boardmember-view/notice-board-meeting/${chair}?noticeDocumentId=${past.noticeId}`), 404, 'noticeForBoardMember.loadNoticeError'],
      [anonymous().get(`/api/boardmember-view/notice-board-meeting/not-a-token`), 404, 'noticeForBoardMember.loadNoticeError'],
      // An admin of another company commenting on this meeting's notice.
      [(async () => (await as(t, 'admin-b@example.no')).post(`/api/boardmember-view/admin-review/${meeting.noticeId}/comment`, { decisionId: meeting.decisionIds[0], commentText: 'Hei' }))(), 403, 'access.forbidden'],
    ];
    for (const [call, statusCode, code] of cases) {
      const response = await call;
      const body = (await response.json()) as { error: { code: string } };
      expect([response.status, body.error.code]).toEqual([statusCode, code]);
    }
    const overLong = await anonymous().post(`/api/boardmember-view/review/${chair}/comment`, { decisionId: meeting.decisionIds[0], commentText: 'x'.repeat(5_001) });
    expect((await overLong.json()).errors).toEqual({ commentText: { message: 'maxStringLength', args: { maxLength: 5000 } } });
    expect(await written()).toEqual(before);
    // The past meeting still opens, read-only.
    expect(((await (await anonymous().get(`/api/boardmember-view/notice-board-meeting/${chairOfPast}`)).json()) as BoardMemberNotice)).toMatchObject({ votingOpen: false, canVote: false, canComment: false });
  });
});

describe('the board portal', () => {
  it('lists the sent meetings with open votes, shows one and takes votes, for the company\'s board members only', async () => {
    const meeting = await createBoardMeeting(t, matters.slice(0, 2), { projectName: 'Portalmøte' });
    const draft = await createBoardMeeting(t, matters.slice(0, 1), { projectName: 'Utkast' });
    await send(meeting);
    const member = await as(t, 'styre-a@example.no');
    const list = (await (await member.get('/api/board-member-view/928471632/meetings')).json()) as { projectId: string; title: string; openVotes: number; votingOpen: boolean }[];
    expect(list.find(({ projectId }) => projectId === meeting.projectId)).toMatchObject({ title: 'Portalmøte', votingOpen: true, openVotes: 2 });
    expect(list.some(({ projectId }) => projectId === draft.projectId)).toBe(false);

    const voted = await member.post(`/api/boardmember-view/928471632/meetings/${meeting.projectId}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' });
    expect(voted.status).toBe(200);
    expect(((await voted.json()) as BoardMemberNotice).matters[0]!.votes[0]).toMatchObject({ companyroleId: roles['styre-a@example.no'], vote: 'for' });
    const after = (await (await member.get('/api/board-member-view/928471632/meetings')).json()) as { projectId: string; openVotes: number }[];
    expect(after.find(({ projectId }) => projectId === meeting.projectId)!.openVotes).toBe(1);
    expect((await member.get(`/api/boardmember-view/928471632/meetings/${draft.projectId}`)).status).toBe(404);

    const otherBoard = await as(t, 'styre-b@example.no');
    expect((await otherBoard.get(`/api/boardmember-view/928471632/meetings/${meeting.projectId}`)).status).toBe(403);
    expect((await otherBoard.get('/api/board-member-view/928471632/meetings')).status).toBe(403);
    expect((await otherBoard.post(`/api/boardmember-view/928471632/meetings/${meeting.projectId}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' })).status).toBe(403);
    // Their own company's portal does not show this company's meeting.
    expect((await otherBoard.get(`/api/boardmember-view/${b.organisationNumber}/meetings/${meeting.projectId}`)).status).toBe(404);
  });
});
