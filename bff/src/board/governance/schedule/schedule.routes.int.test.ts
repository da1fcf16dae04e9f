import type { Schedule } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles, createBoardMeeting } from '../../../../testing/board-meeting-test-setup';
import { as, governanceOrgs, setSubscription, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
let roles: Record<string, string>;
const a = governanceOrgs.a;

beforeAll(async () => {
  t = await createTestApp();
  const { a: company } = await setUpGovernanceCompanies(t);
  roles = await addBoardRoles(t, company, [['chairperson', 'Kari', 'Leder', 'styre-a@example.no']], ['styre-a@example.no']);
});
afterAll(() => t.close());

const details = (meetingDate: string, extra: Record<string, unknown> = {}) => ({
  meetingDate, startTime: '22:00', endTime: '01:00', boardMeetingForm: 'hybrid', meetingPlace: 'inlineAddress', inlineAddress: 'Storgata 1, Oslo', meetingLinkOption: 'linkGiven', meetingLink: 'meet.example.com/styret',
  noticeDescription: '', participants: [roles['styre-a@example.no']], extraParticipants: [], documentLanguage: 'no', ...extra,
});

describe('the schedule', () => {
  it("shows the admin every meeting of the period, drafts too, and the board only the sent ones", async () => {
    const sent = await createBoardMeeting(t, [{ title: 'Budsjett', text: 'Godkjennes.' }], { projectName: 'Sendt møte', meetingDate: '2099-03-14' });
    await sent.admin.put(`/api/project/${sent.projectId}/board-meeting`, details('2099-03-14'));
    await sent.admin.post(`/api/document/${sent.noticeId}/${a}/send-for-viewing`, { accessType: 'open', message: 'Velkommen.' });
    const draft = await createBoardMeeting(t, [], { projectName: 'Utkast', meetingDate: '2099-03-20' });

    const admin = (await (await sent.admin.get(`/api/schedule/${a}?from=2099-02-23&to=2099-04-05`)).json()) as Schedule;
    expect(admin.entries.map(({ title, start, end, sent: isSent }) => [title, start, end, isSent])).toEqual([
      ['Sendt møte', '2099-03-14T22:00', '2099-03-15T01:00', true],
      ['Utkast (1)', '2099-03-20T12:00', '2099-03-20T14:00', false],
    ]);
    expect(draft.projectId).toBe(admin.entries[1]!.projectId);

    const board = await as(t, 'styre-a@example.no');
    const boardSchedule = (await (await board.get(`/api/board-member-view/${a}/schedule?from=2099-03-09&to=2099-03-15`)).json()) as Schedule;
    expect(boardSchedule.entries.map(({ title }) => title)).toEqual(['Sendt møte']);
    // A meeting ending the next morning shows in the week it ends in too.
    const nextWeek = (await (await board.get(`/api/board-member-view/${a}/schedule?from=2099-03-15&to=2099-03-21`)).json()) as Schedule;
    expect(nextWeek.entries.map(({ title }) => title)).toEqual(['Sendt møte']);
  });

  it("shows the feedback deadline of minutes sent for review as a deadline of its own, to the admin and the board", async () => {
    const meeting = await createBoardMeeting(t, [{ title: 'Budsjett', text: 'Godkjennes.' }], { projectName: 'Protokoll', meetingDate: '2099-06-01' });
    const sent = await meeting.admin.post(`/api/document/${meeting.minutesId}/${a}/send-for-review`, { sendMessageRequest: { messageSubject: '', payload: 'Se over.' }, options: { mode: 'voting', deadlineForFeedback: '2099-06-12T09:30' } });
    expect(sent.status).toBe(200);
    const deadline = { projectId: meeting.projectId, kind: 'reviewDeadline', title: expect.stringMatching(/^Protokoll/), start: '2099-06-12T09:30', end: '2099-06-12T09:30', feedbackDeadline: '2099-06-12T09:30', sent: true };
    const admin = (await (await meeting.admin.get(`/api/schedule/${a}?from=2099-06-08&to=2099-06-14`)).json()) as Schedule;
    expect(admin.entries).toEqual([expect.objectContaining(deadline)]);
    const board = await as(t, 'styre-a@example.no');
    const boardSchedule = (await (await board.get(`/api/board-member-view/${a}/schedule?from=2099-06-08&to=2099-06-14`)).json()) as Schedule;
    expect(boardSchedule.entries).toEqual([expect.objectContaining(deadline)]);
    // The meeting's own entry stays in its week; the deadline is not in it.
    const meetingWeek = (await (await meeting.admin.get(`/api/schedule/${a}?from=2099-05-25&to=2099-06-07`)).json()) as Schedule;
    expect(meetingWeek.entries.map(({ kind, projectId }) => [kind, projectId])).toEqual([['boardMeeting', meeting.projectId]]);
  });

  it('refuses a period backwards or longer than six weeks with a message key, and a legacy subscription', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const backwards = await admin.get(`/api/schedule/${a}?from=2099-03-14&to=2099-03-01`);
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await backwards.json())).toContain('dateTooEarly');
    const long = await admin.get(`/api/schedule/${a}?from=2099-01-01&to=2099-03-01`);
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain('dateTooLate');
    expect((await admin.get(`/api/schedule/${a}?from=2099-01-01&to=nope`)).status).toBe(400);
    await setSubscription(t, a, 'SHAREHOLDER_REGISTER_LEGACY');
    const legacy = await admin.get(`/api/schedule/${a}?from=2099-01-01&to=2099-01-31`);
    await setSubscription(t, a, 'PRO');
    expect((await legacy.json()).error.code).toBe('subscription.requiresSubscription');
  });

  it("gives the board member the meeting's .ics in the language asked for, and the header's web-calendar links", async () => {
    const meeting = await createBoardMeeting(t, [], { projectName: 'Kalendermøte', meetingDate: '2099-05-05' });
    await meeting.admin.put(`/api/project/${meeting.projectId}/board-meeting`, details('2099-05-05', { startTime: '12:00', endTime: '14:00' }));
    await meeting.admin.post(`/api/document/${meeting.noticeId}/${a}/send-for-viewing`, { accessType: 'open', message: 'Velkommen.' });
    const board = await as(t, 'styre-a@example.no');
    const file = await board.get(`/api/boardmember-view/${a}/meetings/${meeting.projectId}/calendar.ics?language=en`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('2099-05-05 Kalendermøte.ics'));
    const ics = (await file.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`UID:board-meeting-${meeting.projectId}@andel`);
    expect(ics).toContain('DTSTART:20990505T100000Z');
    expect(ics).toContain('DTEND:20990505T120000Z');
    expect(ics).toContain('SUMMARY:Kalendermøte – Company 928471632');
    expect(ics).toContain('DESCRIPTION:Hybrid meeting in Company 928471632.\\nMeeting link: https://meet.example.com/styret');
    expect((await board.get(`/api/boardmember-view/${a}/meetings/${meeting.projectId}/calendar.ics?language=de`)).status).toBe(400);
    const notice = await (await board.get(`/api/boardmember-view/${a}/meetings/${meeting.projectId}`)).json();
    expect(notice.header).toMatchObject({ title: 'Kalendermøte', startDate: '2099-05-05T12:00', endDate: '2099-05-05T14:00', isCirculation: false, meetingLink: 'https://meet.example.com/styret', status: 'SENT' });
    expect(new URL(notice.header.calendarLinks.sv.google).searchParams.get('details')).toBe('Hybridmöte i Company 928471632.\nMöteslänk: https://meet.example.com/styret');
  });
});
