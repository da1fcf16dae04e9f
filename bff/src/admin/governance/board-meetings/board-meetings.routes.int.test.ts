import { BoardMeeting, createCompanyRole, type Company, type User } from '@andel/domain/server';
import type { BoardMeetingView, ProjectView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createCustomRoleUser, governanceOrgs, setUpGovernanceCompanies, writtenRows } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
const { a: orgA } = governanceOrgs;
const roleIds: Record<string, string> = {};

const form = {
  orgNo: orgA,
  meetingType: 'BOARD_MEETING',
  projectName: 'Styremøte 3/2026',
  meetingDocumentSelection: 'NOTICE_AND_MINUTES',
  meetingForm: 'hybrid',
  meetingOptions: ['NOTICE', 'MINUTES'],
  meetingDocumentLanguage: 'no/en',
  ordinaryGeneralMeeting: true,
  meetingDate: '2026-03-14',
  startTime: '22:00',
  endTime: '01:00',
};
const newMeeting = async (body: Record<string, unknown> = {}, email = 'admin-a@example.no') => (await as(t, email)).post('/api/projects/new-meeting', { ...form, ...body });
const meetingId = async (body: Record<string, unknown> = {}) => {
  const response = await newMeeting(body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { projectId: string }).projectId;
};
const boardMeeting = async (id: string) => (await (await as(t, 'admin-a@example.no')).get(`/api/project/${id}/board-meeting`)).json() as Promise<BoardMeetingView>;

beforeAll(async () => {
  t = await createTestApp();
  const { a } = await setUpGovernanceCompanies(t);
  await createCustomRoleUser(t, a, 'events-a@example.no', { companyEvents: 'EDIT' });
  await createCustomRoleUser(t, a, 'freetext-a@example.no', { freetext: 'EDIT' });
  const em = t.orm.em.fork();
  const company = em.merge(a) as Company;
  const roles = [
    ['deputyMember', 'deputy_member', 'Vara', 'Vik'],
    ['ceo', 'ceo', 'Daglig', 'Leder'],
    ['member2', 'member', 'Bodil', 'Berg'],
    ['member1', 'member', 'Arne', 'Alm'],
    ['deputy', 'deputy_chairperson', 'Nestor', 'Nes'],
    ['chair', 'chairperson', 'Kari', 'Leder'],
  ] as const;
  for (const [key, role, firstName, lastName] of roles)
    roleIds[key] = (await createCompanyRole({ em, actor: null as unknown as User, company, input: { role, firstName, middleName: null, lastName, email: `${key}@example.no`, language: 'nb' } })).id;
});
afterAll(() => t.close());

describe('the new meeting form (POST /projects/new-meeting)', () => {
  it('creates a board meeting project with notice and minutes, its details from the form and the board as recipients', async () => {
    const id = await meetingId();
    const project = (await (await (await as(t, 'admin-a@example.no')).get(`/api/project/${id}`)).json()) as ProjectView;
    expect(project).toMatchObject({ projectName: 'Styremøte 3/2026', status: 'DRAFT', isOwner: true, decisions: [], containsNoticeOrMinutesBoardMeetingDocument: true });
    expect(project.documents.map(({ documentType }) => documentType)).toEqual(['notice_board_meeting', 'board_meeting']);
    const meeting = await boardMeeting(id);
    expect(meeting).toMatchObject({
      saved: true,
      boardMeetingNumber: 1,
      meetingDate: '2026-03-14',
      startTime: '22:00',
      endDate: '2026-03-15',
      endTime: '01:00',
      meetingStartDate: '2026-03-14T22:00',
      meetingEndDate: '2026-03-15T01:00',
      boardMeetingForm: 'hybrid',
      documentLanguage: 'no/en',
      meetingDocumentSelection: 'NOTICE_AND_MINUTES',
      meetingOptions: ['NOTICE', 'MINUTES'],
      ordinary: true,
      meetingChair: { companyroleId: roleIds.chair, name: 'Kari Leder' },
      // Four board members: all must sign.
      signatories: { canChoose: false, signatoryIds: [roleIds.chair, roleIds.deputy, roleIds.member1, roleIds.member2] },
    });
    expect(meeting.recipients.map(({ companyroleId, selected }) => [companyroleId, selected])).toEqual([
      [roleIds.chair, true],
      [roleIds.deputy, true],
      [roleIds.member1, true],
      [roleIds.member2, true],
      [roleIds.deputyMember, false],
    ]);
  });

  it('numbers the year\'s board meetings, makes minutes only, and couples the options', async () => {
    const second = await meetingId({ meetingDocumentSelection: 'MINUTES_ONLY', meetingOptions: ['MEETING'], meetingDate: '2026-09-01', startTime: '09:00', endTime: '10:00' });
    const meeting = await boardMeeting(second);
    expect(meeting).toMatchObject({ boardMeetingNumber: 2, endDate: '2026-09-01', meetingOptions: ['NOTICE', 'MEETING'], meetingDocumentSelection: 'MINUTES_ONLY' });
    const project = (await (await (await as(t, 'admin-a@example.no')).get(`/api/project/${second}`)).json()) as ProjectView;
    expect(project.documents.map(({ documentType }) => documentType)).toEqual(['board_meeting']);
    expect((await boardMeeting(await meetingId({ meetingDate: '2027-01-10', startTime: '12:00', endTime: '14:00' }))).boardMeetingNumber).toBe(1);
  });

  it('copies the decisions of duplicateProjectId into the new meeting', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const source = ((await (await admin.post('/api/projects', { orgNo: orgA, projectName: 'Mal', decisions: ['freetext', 'freetext'], documents: ['board_meeting'] })).json()) as { projectId: string }).projectId;
    const copy = await meetingId({ projectName: 'Fra mal', duplicateProjectId: source, meetingDocumentSelection: 'NOTICE_AND_MINUTES' });
    const project = (await (await admin.get(`/api/project/${copy}`)).json()) as ProjectView;
    expect(project.decisions.map(({ decisionType }) => decisionType)).toEqual(['freetext', 'freetext']);
    expect(project.documents.map(({ documentType }) => documentType)).toEqual(['notice_board_meeting', 'board_meeting']);
  });

  it('refuses a missing name, date or time, a bad time, a general meeting and an unknown form, writing nothing', async () => {
    const before = await writtenRows(t);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ projectName: '' }, { projectName: 'required' }],
      [{ meetingDate: undefined }, { meetingDate: 'required' }],
      [{ meetingDate: '2026-02-30' }, { meetingDate: 'localdate-field.invalid-date' }],
      [{ startTime: undefined, endTime: '25:00' }, { startTime: 'required', endTime: 'time-field.invalid-time' }],
      [{ meetingType: 'GENERAL_MEETING' }, { meetingType: 'invalidValue' }],
      [{ meetingForm: 'electronicGeneralMeeting' }, { meetingForm: 'invalidValue' }],
      [{ meetingDocumentLanguage: 'de' }, { meetingDocumentLanguage: 'invalidValue' }],
    ];
    for (const [body, errors] of cases) {
      const response = await newMeeting(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).errors).toEqual(errors);
    }
    expect(await writtenRows(t)).toEqual(before);
  });

  it('lets a custom role with companyEvents create a meeting, not one with freetext alone; another company\'s admin not at all', async () => {
    expect((await newMeeting({}, 'events-a@example.no')).status).toBe(201);
    expect((await newMeeting({}, 'freetext-a@example.no')).status).toBe(403);
    expect((await newMeeting({}, 'admin-b@example.no')).status).toBe(403);
  });
});

describe('the notice data (GET and PUT /project/{id}/board-meeting)', () => {
  const notice = {
    boardMeetingNumber: 7,
    meetingDate: '2026-04-02',
    startTime: '16:00',
    endTime: '18:00',
    boardMeetingForm: 'electronic',
    meetingPlace: 'companysOffice',
    meetingLinkOption: 'linkGiven',
    meetingLink: 'meet.example.com/styret',
    noticeDescription: 'Velkommen til styremøte.',
    participants: [] as string[],
    extraParticipants: [{ name: 'Revisor Rask', email: 'Revisor@Example.no' }],
    documentLanguage: 'en',
  };

  it('saves the details and recipients, prefixing the link with https', async () => {
    const id = await meetingId();
    const admin = await as(t, 'admin-a@example.no');
    const response = await admin.put(`/api/project/${id}/board-meeting`, { ...notice, participants: [roleIds.chair, roleIds.deputyMember] });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as BoardMeetingView;
    expect(saved).toMatchObject({ boardMeetingNumber: 7, meetingLink: 'https://meet.example.com/styret', meetingLinkOption: 'linkGiven', documentLanguage: 'en', endDate: '2026-04-02' });
    expect(saved.recipients.filter(({ selected }) => selected).map(({ companyroleId }) => companyroleId)).toEqual([roleIds.chair, roleIds.deputyMember]);
    expect(saved.extraParticipants).toEqual([{ id: expect.any(String), name: 'Revisor Rask', email: 'revisor@example.no' }]);
    expect(await boardMeeting(id)).toEqual(saved);
    // A physical meeting keeps no link.
    const physical = (await (await admin.put(`/api/project/${id}/board-meeting`, { ...notice, boardMeetingForm: 'physical_meeting' })).json()) as BoardMeetingView;
    expect([physical.meetingLinkOption, physical.meetingLink]).toEqual([null, null]);
  });

  it('refuses a given link left blank, an address left blank, an extra participant without name or valid email, and a recipient off the board, writing nothing', async () => {
    const id = await meetingId();
    const admin = await as(t, 'admin-a@example.no');
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ meetingLink: '  ' }, { meetingLink: 'required' }],
      [{ meetingPlace: 'inlineAddress' }, { inlineAddress: 'required' }],
      [{ extraParticipants: [{ name: ' ', email: 'no-at-sign' }] }, { 'extraParticipants.0.name': 'required', 'extraParticipants.0.email': 'email-field.invalid-email' }],
      [{ noticeDescription: 'x'.repeat(20_001) }, { noticeDescription: { message: 'maxStringLength', args: { maxLength: 20_000 } } }],
      [{ startTime: '9:7' }, { startTime: 'time-field.invalid-time' }],
    ];
    const before = await writtenRows(t);
    for (const [body, errors] of cases) {
      const response = await admin.put(`/api/project/${id}/board-meeting`, { ...notice, ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).errors).toEqual(errors);
    }
    const offBoard = await admin.put(`/api/project/${id}/board-meeting`, { ...notice, participants: [roleIds.ceo] });
    expect([offBoard.status, (await offBoard.json()).error]).toEqual([400, expect.objectContaining({ code: 'boardMeetings.unknownParticipant', params: { field: 'participants.0' } })]);
    expect(await writtenRows(t)).toEqual(before);
    expect((await t.orm.em.fork().findOneOrFail(BoardMeeting, { project: id })).meetingDate).toBe('2026-03-14');
  });

  it('shows defaults for a board project made in the list, and no board meeting for a project without board documents', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const listed = ((await (await admin.post('/api/projects', { orgNo: orgA, projectName: 'Fra listen', documents: ['board_meeting'] })).json()) as { projectId: string }).projectId;
    expect(await boardMeeting(listed)).toMatchObject({ saved: false, startTime: '12:00', endTime: '14:00', boardMeetingForm: 'hybrid', boardMeetingNumber: null });
    const general = ((await (await admin.post('/api/projects', { orgNo: orgA, projectName: 'GF', documents: ['general_meeting'] })).json()) as { projectId: string }).projectId;
    const none = await admin.get(`/api/project/${general}/board-meeting`);
    expect([none.status, (await none.json()).error.code]).toEqual([404, 'boardMeetings.notFound']);
    expect((await admin.put(`/api/project/${general}/board-meeting`, notice)).status).toBe(404);
  });

  it('keeps company A\'s meeting from company B\'s admin', async () => {
    const id = await meetingId();
    const adminB = await as(t, 'admin-b@example.no');
    expect((await adminB.get(`/api/project/${id}/board-meeting`)).status).toBe(403);
    expect((await adminB.put(`/api/project/${id}/board-meeting`, notice)).status).toBe(403);
    expect((await adminB.get('/api/project/00000000-0000-4000-8000-000000000000/board-meeting')).status).toBe(404);
  });
});
