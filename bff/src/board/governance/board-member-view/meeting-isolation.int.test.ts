import { BoardVote, MatterComment, NoticeSending, type Company } from '@andel/domain/server';
import type { ViewingStatus } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles, createBoardMeeting, noticeLinksTo } from '../../../../testing/board-meeting-test-setup';
import { as, governanceOrgs } from '../../../../testing/governance-test-setup';
import { setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
let b: Company;
let meeting: Awaited<ReturnType<typeof createBoardMeeting>>;
let recipientId = '';
let commentId = '';
let token = '';
const a = governanceOrgs.a;

/** Company A's meeting, sent with login access, voted and commented on by A's chair. */
beforeAll(async () => {
  t = await createTestApp();
  const companies = await setUpGovernanceCompanies(t);
  b = companies.b;
  const roles = await addBoardRoles(t, companies.a, [['chairperson', 'Kari', 'Leder', 'styre-a@example.no']], ['styre-a@example.no']);
  await addBoardRoles(t, b, [['chairperson', 'Berit', 'Bø', 'styre-b@example.no']], ['styre-b@example.no']);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  meeting = await createBoardMeeting(t, [{ title: 'Budsjett', text: 'Styret godkjenner budsjettet.' }], { meetingDate: tomorrow });
  await meeting.admin.put(`/api/project/${meeting.projectId}/board-meeting`, {
    meetingDate: tomorrow, startTime: '12:00', endTime: '14:00', boardMeetingForm: 'hybrid', meetingPlace: 'companysOffice', noticeDescription: '', participants: [roles['styre-a@example.no']], extraParticipants: [], documentLanguage: 'no',
  });
  const sent = (await (await meeting.admin.post(`/api/document/${meeting.noticeId}/${a}/send-for-viewing`, { accessType: 'login', message: 'Velkommen.' })).json()) as ViewingStatus;
  recipientId = sent.statusForViewers[0]!.recipientDocumentId;
  token = (await noticeLinksTo(t, 'styre-a@example.no')).at(-1)!.token;
  const chair = await as(t, 'styre-a@example.no');
  expect((await chair.post(`/api/boardmember-view/${a}/meetings/${meeting.projectId}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' })).status).toBe(200);
  const commented = await (await chair.post(`/api/boardmember-view/${a}/meetings/${meeting.projectId}/comment`, { decisionId: meeting.decisionIds[0], commentText: 'Bra.' })).json();
  commentId = commented.matters[0].comments[0].id;
});
afterAll(() => t.close());

const written = async () => {
  const em = t.orm.em.fork();
  return { votes: await em.count(BoardVote, {}), comments: await em.count(MatterComment, {}), sendings: await em.count(NoticeSending, { revokedAt: null }) };
};

describe("a board member of another company and company A's meeting", () => {
  it('gets 403 or 404 on every admin, board and anonymous call of the meeting, and changes nothing', async () => {
    const { projectId, noticeId, minutesId, decisionIds } = meeting;
    const [decisionId] = decisionIds;
    const calls: [string, string, unknown?][] = [
      // The admin console's calls.
      ['GET', `/api/project/${projectId}`],
      ['GET', `/api/project/${projectId}/board-meeting`],
      ['PUT', `/api/project/${projectId}/board-meeting`, {}],
      ['POST', `/api/document/${noticeId}/${a}/send-for-viewing`, { accessType: 'open', message: 'x' }],
      ['GET', `/api/document/${noticeId}/${a}/viewing-status`],
      ['POST', `/api/document/${noticeId}/${a}/recipients/${recipientId}/resend`, {}],
      ['GET', `/api/document/view/pdf/${minutesId}/${a}`],
      ['POST', `/api/document/reopen-locked-document/${noticeId}/${a}`],
      ['GET', `/api/boardmember-view/admin-review/${projectId}/notice`],
      ['POST', `/api/boardmember-view/admin-review/${noticeId}/comment`, { decisionId, commentText: 'x' }],
      ['PUT', `/api/boardmember-view/admin-review/${noticeId}/update-comment/${commentId}`, { commentText: 'x' }],
      ['DELETE', `/api/boardmember-view/admin-review/${noticeId}/delete-comment/${commentId}`],
      ['GET', `/api/schedule/${a}?from=2026-11-01&to=2026-12-06`],
      ['GET', `/api/schedule/meetings/${projectId}/calendar.ics`],
      ['GET', `/api/follow-up/matters/${a}`],
      // The board portal's calls, under company A.
      ['GET', `/api/board-member-view/${a}`],
      ['GET', `/api/board-member-view/${a}/meetings`],
      ['GET', `/api/board-member-view/${a}/schedule?from=2026-11-01&to=2026-12-06`],
      ['GET', `/api/boardmember-view/${a}/meetings/${projectId}`],
      ['GET', `/api/boardmember-view/${a}/meetings/${projectId}/download-as-pdf`],
      ['GET', `/api/boardmember-view/${a}/meetings/${projectId}/calendar.ics`],
      ['POST', `/api/boardmember-view/${a}/meetings/${projectId}/vote`, { decisionId, vote: 'against' }],
      ['DELETE', `/api/boardmember-view/${a}/meetings/${projectId}/reset-vote/${decisionId}`],
      ['POST', `/api/boardmember-view/${a}/meetings/${projectId}/comment`, { decisionId, commentText: 'x' }],
      ['PUT', `/api/boardmember-view/${a}/meetings/${projectId}/update-comment/${commentId}`, { commentText: 'x' }],
      ['DELETE', `/api/boardmember-view/${a}/meetings/${projectId}/delete-comment/${commentId}`],
      // The same meeting asked for through their own company B.
      ['GET', `/api/boardmember-view/${governanceOrgs.b}/meetings/${projectId}`],
      ['GET', `/api/boardmember-view/${governanceOrgs.b}/meetings/${projectId}/download-as-pdf`],
      ['GET', `/api/boardmember-view/${governanceOrgs.b}/meetings/${projectId}/calendar.ics`],
      ['POST', `/api/boardmember-view/${governanceOrgs.b}/meetings/${projectId}/vote`, { decisionId, vote: 'against' }],
      ['DELETE', `/api/boardmember-view/${governanceOrgs.b}/meetings/${projectId}/reset-vote/${decisionId}`],
      ['POST', `/api/boardmember-view/${governanceOrgs.b}/meetings/${projectId}/comment`, { decisionId, commentText: 'x' }],
      ['PUT', `/api/boardmember-view/${governanceOrgs.b}/meetings/${projectId}/update-comment/${commentId}`, { commentText: 'x' }],
      ['DELETE', `/api/boardmember-view/${governanceOrgs.b}/meetings/${projectId}/delete-comment/${commentId}`],
      // The anonymous notice calls: A's chair's link (login access: B's board member is not its recipient) and a link of no meeting.
      ['GET', `/api/boardmember-view/notice-board-meeting/${token}?noticeDocumentId=${noticeId}`],
      ['GET', `/api/boardmember-view/notice-board-meeting/${token}/download-as-pdf/${noticeId}`],
      ['GET', `/api/boardmember-view/notice-board-meeting/${token}/calendar.ics`],
      ['POST', `/api/boardmember-view/review/${token}/vote`, { decisionId, vote: 'against' }],
      ['DELETE', `/api/boardmember-view/review/${token}/reset-vote/${decisionId}`],
      ['POST', `/api/boardmember-view/review/${token}/comment`, { decisionId, commentText: 'x' }],
      ['PUT', `/api/boardmember-view/review/${token}/update-comment/${commentId}`, { commentText: 'x' }],
      ['DELETE', `/api/boardmember-view/review/${token}/delete-comment/${commentId}`],
      ['GET', `/api/boardmember-view/notice-board-meeting/not-a-real-link?noticeDocumentId=${noticeId}`],
      ['GET', `/api/boardmember-view/notice-board-meeting/not-a-real-link/calendar.ics`],
    ];
    const before = await written();
    const other = await as(t, 'styre-b@example.no');
    const answers: string[] = [];
    for (const [method, path, body] of calls) {
      const response = await other.request(method, path, { body });
      if (![403, 404].includes(response.status)) answers.push(`${method} ${path}: ${response.status}`);
    }
    expect(answers).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it("sees their own company's board portal, without A's meeting in its schedule or list", async () => {
    const other = await as(t, 'styre-b@example.no');
    expect(await (await other.get(`/api/board-member-view/${governanceOrgs.b}/meetings`)).json()).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const schedule = await (await other.get(`/api/board-member-view/${governanceOrgs.b}/schedule?from=${tomorrow}&to=${tomorrow}`)).json();
    expect(schedule.entries).toEqual([]);
  });
});
