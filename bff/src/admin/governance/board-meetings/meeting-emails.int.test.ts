import { DeadlineReminder, EmailOutbox, CompanyRole, sendDueReminders } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles, createBoardMeeting } from '../../../../testing/board-meeting-test-setup';
import { as, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
let roles: Record<string, string>;
const a = governanceOrgs.a;

beforeAll(async () => {
  t = await createTestApp();
  const { a: company } = await setUpGovernanceCompanies(t);
  roles = await addBoardRoles(
    t,
    company,
    [
      ['chairperson', 'Kari', 'Leder', 'styre-a@example.no'],
      ['member', 'Sven', 'Svensson', 'sven@example.se'],
    ],
    ['styre-a@example.no'],
  );
  // Sven reads Swedish.
  const em = t.orm.em.fork();
  await em.nativeUpdate(CompanyRole, { id: roles['sven@example.se'] }, { language: 'sv' });
});
afterAll(() => t.close());

const details = (meetingDate: string, extra: Record<string, unknown> = {}) => ({
  meetingDate, startTime: '12:00', endTime: '14:00', boardMeetingForm: 'physical_meeting', meetingPlace: 'companysOffice', noticeDescription: '',
  participants: [roles['styre-a@example.no'], roles['sven@example.se']], extraParticipants: [], documentLanguage: 'no', ...extra,
});

const emails = (template: string) => t.orm.em.fork().find(EmailOutbox, { template }, { orderBy: { id: 'asc' } });

const sentMeeting = async (name: string, meetingDate: string) => {
  const meeting = await createBoardMeeting(t, [{ title: 'Budsjett', text: 'Godkjennes.' }, { title: 'Kontor', text: 'Leies.' }], { projectName: name, meetingDate });
  expect((await meeting.admin.put(`/api/project/${meeting.projectId}/board-meeting`, details(meetingDate))).status).toBe(200);
  expect((await meeting.admin.post(`/api/document/${meeting.noticeId}/${a}/send-for-viewing`, { accessType: 'open', message: 'Velkommen.' })).status).toBe(200);
  return meeting;
};

describe('the changed-meeting email', () => {
  it("goes to each recipient of a sent notice in their language when the date, time or place changes, not for a new description", async () => {
    const meeting = await sentMeeting('Endres', '2099-06-10');
    const before = (await emails('boardMeetingChanged')).length;
    expect((await meeting.admin.put(`/api/project/${meeting.projectId}/board-meeting`, details('2099-06-10', { noticeDescription: 'Ny tekst' }))).status).toBe(200);
    expect(await emails('boardMeetingChanged')).toHaveLength(before);

    expect((await meeting.admin.put(`/api/project/${meeting.projectId}/board-meeting`, details('2099-06-11', { startTime: '09:00', endTime: '10:30', meetingPlace: 'inlineAddress', inlineAddress: 'Storgata 1, Oslo' }))).status).toBe(200);
    const changed = (await emails('boardMeetingChanged')).slice(before);
    expect(changed.map(({ to, language, subject }) => [to, language, subject])).toEqual([
      ['styre-a@example.no', 'nb', 'Endret styremøte: Endres'],
      ['sven@example.se', 'sv', 'Ändrat styrelsemöte: Endres'],
    ]);
    expect(changed[0]!.text).toContain('Tid: 11. juni 2099 09:00–11. juni 2099 10:30');
    expect(changed[0]!.text).toContain('Sted: Storgata 1, Oslo');
    expect(changed[1]!.text).toContain('Plats: Storgata 1, Oslo');
  });

  it('is not sent for a meeting whose notice is not sent', async () => {
    const meeting = await createBoardMeeting(t, [], { projectName: 'Utkast', meetingDate: '2099-07-01' });
    await meeting.admin.put(`/api/project/${meeting.projectId}/board-meeting`, details('2099-07-01'));
    const before = (await emails('boardMeetingChanged')).length;
    await meeting.admin.put(`/api/project/${meeting.projectId}/board-meeting`, details('2099-07-02'));
    expect(await emails('boardMeetingChanged')).toHaveLength(before);
  });
});

describe('the reminder before voting closes', () => {
  it('is written to the outbox once for each board member still owing a vote, within 24 hours of the deadline, in their language', async () => {
    const meeting = await sentMeeting('Påminnes', '2099-08-20');
    const chair = await as(t, 'styre-a@example.no');
    for (const decisionId of meeting.decisionIds) await chair.post(`/api/boardmember-view/${a}/meetings/${meeting.projectId}/vote`, { decisionId, vote: 'for' });
    const appUrl = 'https://andel.example';
    // Two days before the meeting's end (14:00 Oslo, 12:00 UTC): not yet.
    expect(await sendDueReminders({ em: t.orm.em.fork(), appUrl, now: new Date('2099-08-18T12:00:00Z') })).toBe(0);
    // Twenty hours before: Sven, who has not voted, is reminded; the chair, who has, is not.
    expect(await sendDueReminders({ em: t.orm.em.fork(), appUrl, now: new Date('2099-08-19T16:00:00Z') })).toBe(1);
    const [reminder] = await emails('boardMeetingReminder');
    expect(reminder).toMatchObject({ to: 'sven@example.se', language: 'sv', subject: 'Påminnelse: rösta före 20 augusti 2099 14:00 – Påminnes' });
    expect(reminder!.text).toContain('Du har inte röstat i 2 ärende(n)');
    expect(reminder!.text).toContain(`${appUrl}/board-member/${a}/meetings/${meeting.projectId}/board-meeting`);
    // Once: the next runs find it sent.
    expect(await sendDueReminders({ em: t.orm.em.fork(), appUrl, now: new Date('2099-08-19T18:00:00Z') })).toBe(0);
    expect(await sendDueReminders({ em: t.orm.em.fork(), appUrl, now: new Date('2099-08-20T11:00:00Z') })).toBe(0);
    expect(await emails('boardMeetingReminder')).toHaveLength(1);
    expect(await t.orm.em.fork().count(DeadlineReminder, { outboxEmail: { $ne: null } })).toBe(1);
    // After the deadline nobody is reminded.
    expect(await sendDueReminders({ em: t.orm.em.fork(), appUrl, now: new Date('2099-08-20T12:00:00Z') })).toBe(0);
  });
});
