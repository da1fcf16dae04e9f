import type { MatterFollowUps } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles, createBoardMeeting, reviewLinksTo } from '../../../../testing/board-meeting-test-setup';
import { TestClient } from '../../../../testing/test-client';
import { as, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
let roles: Record<string, string>;
const a = governanceOrgs.a;

beforeAll(async () => {
  t = await createTestApp();
  const { a: company } = await setUpGovernanceCompanies(t);
  roles = await addBoardRoles(t, company, [['chairperson', 'Kari', 'Leder', 'styre-a@example.no'], ['member', 'Arne', 'Alm', 'medlem-a@example.no']], ['styre-a@example.no']);
});
afterAll(() => t.close());

describe('the follow-up of matters', () => {
  it("lists the projects waiting for votes at company and portfolio level, counts them in the top bar, and drops them once voted", async () => {
    const admin = await as(t, 'admin-a@example.no');
    const seen = (await (await admin.get('/api/portfolio/follow-up/count')).json()) as { total: number };
    const meeting = await createBoardMeeting(t, [{ title: 'Budsjett', text: 'Godkjennes.' }], { projectName: 'Venter', meetingDate: '2099-09-01' });
    await meeting.admin.put(`/api/project/${meeting.projectId}/board-meeting`, {
      meetingDate: '2099-09-01', startTime: '12:00', endTime: '14:00', boardMeetingForm: 'hybrid', meetingPlace: 'companysOffice', noticeDescription: '',
      participants: [roles['styre-a@example.no'], roles['medlem-a@example.no']], extraParticipants: [], documentLanguage: 'no',
    });
    // A draft waits for nothing.
    expect(((await (await admin.get(`/api/follow-up/matters/${a}`)).json()) as MatterFollowUps).rows).toEqual([]);
    await meeting.admin.post(`/api/document/${meeting.noticeId}/${a}/send-for-viewing`, { accessType: 'open', message: 'Velkommen.' });

    const company = (await (await admin.get(`/api/follow-up/matters/${a}?tab=votes`)).json()) as MatterFollowUps;
    expect(company.followUpMattersCount).toBe(1);
    expect(company.rows).toEqual([
      expect.objectContaining({ projectId: meeting.projectId, projectName: 'Venter', organisationNumber: a, waitingFor: 'votes', deadline: '2099-09-01T14:00', given: 0, expected: 2, waitingOn: ['Kari Leder', 'Arne Alm'] }),
    ]);
    const portfolio = (await (await admin.get('/api/portfolio/all/follow-up/matters')).json()) as MatterFollowUps;
    expect(portfolio.rows.map(({ projectId }) => projectId)).toEqual([meeting.projectId]);
    expect(((await (await admin.get('/api/portfolio/board_member/follow-up/matters')).json()) as MatterFollowUps).rows).toEqual([]);
    expect(((await (await admin.get('/api/portfolio/follow-up/count')).json()) as { total: number }).total).toBe(seen.total + 1);

    const chair = await as(t, 'styre-a@example.no');
    await chair.post(`/api/boardmember-view/${a}/meetings/${meeting.projectId}/vote`, { decisionId: meeting.decisionIds[0], vote: 'for' });
    expect(((await (await admin.get(`/api/follow-up/matters/${a}`)).json()) as MatterFollowUps).rows[0]).toMatchObject({ given: 1, waitingOn: ['Arne Alm'] });
  });

  it('lists the minutes sent for review waiting for feedback in the review tab, counted in with the votes, until reopened', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const seen = (await (await admin.get('/api/portfolio/follow-up/count')).json()) as { total: number };
    const before = (await (await admin.get(`/api/follow-up/matters/${a}`)).json()) as MatterFollowUps;
    const meeting = await createBoardMeeting(t, [{ title: 'Budsjett', text: 'Godkjennes.' }], { projectName: 'Protokoll til gjennomgang', meetingDate: '2099-05-01' });
    const sent = await meeting.admin.post(`/api/document/${meeting.minutesId}/${a}/send-for-review`, {
      sendMessageRequest: { messageSubject: '', payload: 'Se over protokollen.', recipientSelectionState: { excludeBoardMemberIds: [], inlineRecipients: [{ name: 'Revisor Rask', email: 'revisor@example.no' }] } },
      options: { mode: 'commenting', deadlineForFeedback: '2099-05-10T12:00' },
    });
    expect(sent.status).toBe(200);

    const review = (await (await admin.get(`/api/follow-up/matters/${a}?tab=review`)).json()) as MatterFollowUps;
    expect(review.rows).toEqual([
      expect.objectContaining({ projectId: meeting.projectId, projectName: 'Protokoll til gjennomgang', waitingFor: 'review', deadline: '2099-05-10T12:00', given: 0, expected: 2, waitingOn: ['Kari Leder', 'Arne Alm'] }),
    ]);
    expect(review.tabCounts).toEqual({ votes: before.tabCounts.votes, review: 1, decisions: before.tabCounts.decisions });
    expect(review.followUpMattersCount).toBe(before.followUpMattersCount + 1);
    expect(((await (await admin.get('/api/portfolio/all/follow-up/matters?tab=review')).json()) as MatterFollowUps).rows.map(({ projectId }) => projectId)).toEqual([meeting.projectId]);
    expect(((await (await admin.get('/api/portfolio/follow-up/count')).json()) as { total: number }).total).toBe(seen.total + 1);

    // A comment from a reviewer's link is their feedback; the extra recipient (who reads only) is not waited on.
    const anonymous = new TestClient(t.app);
    const chair = (await reviewLinksTo(t, 'styre-a@example.no')).at(-1)!.token;
    expect((await anonymous.post(`/api/boardmember-view/review/${chair}/comment`, { decisionId: meeting.decisionIds[0], commentText: 'Ser bra ut.' })).status).toBe(200);
    expect(((await (await admin.get(`/api/follow-up/matters/${a}?tab=review`)).json()) as MatterFollowUps).rows[0]).toMatchObject({ given: 1, expected: 2, waitingOn: ['Arne Alm'] });

    // Reopened minutes (their sending revoked) wait for nothing.
    await meeting.admin.post(`/api/document/reopen-locked-document/${meeting.minutesId}/${a}`);
    expect(((await (await admin.get(`/api/follow-up/matters/${a}?tab=review`)).json()) as MatterFollowUps).rows).toEqual([]);
  });

  it('refuses an unknown tab with a message key and another company', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const unknown = await admin.get(`/api/follow-up/matters/${a}?tab=everything`);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('invalidValue');
    expect((await admin.get(`/api/follow-up/matters/${governanceOrgs.b}`)).status).toBe(403);
  });
});
