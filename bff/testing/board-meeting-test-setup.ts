import { createCompanyRole, EmailOutbox, type Company, type User } from '@andel/domain/server';
import type { CompanyRoleType } from '@andel/domain/shared';
import { expect } from 'vitest';
import { as, governanceOrgs } from './governance-test-setup';
import type { TestApp } from './test-app';
import { createTestUser } from './test-users';

/** Board roles of a company; a role whose email is a user's gives that user BOARD_MEMBER access. */
export const addBoardRoles = async (t: TestApp, company: Company, roles: readonly [CompanyRoleType, string, string, string][], users: readonly string[] = []) => {
  for (const email of users) await createTestUser(t.orm, email);
  const em = t.orm.em.fork();
  const ids: Record<string, string> = {};
  for (const [role, firstName, lastName, email] of roles)
    ids[email] = (await createCompanyRole({ em, actor: null as unknown as User, company: em.merge(company), input: { role, firstName, middleName: null, lastName, email, language: 'nb' } })).id;
  return ids;
};

export type TestMatter = { title: string; text: string; type?: 'INFORMATION_MATTER' | 'DECISION_MATTER' };

/** A board meeting made through the admin API, with freetext matters (titles and texts in Norwegian and English). */
export const createBoardMeeting = async (t: TestApp, matters: readonly TestMatter[], form: Record<string, unknown> = {}, email = 'admin-a@example.no') => {
  const admin = await as(t, email);
  const created = await admin.post('/api/projects/new-meeting', {
    orgNo: governanceOrgs.a,
    meetingType: 'BOARD_MEETING',
    projectName: 'Styremøte mars',
    meetingDocumentSelection: 'NOTICE_AND_MINUTES',
    meetingForm: 'hybrid',
    meetingOptions: ['NOTICE', 'MINUTES'],
    meetingDocumentLanguage: 'no/en',
    ordinaryGeneralMeeting: true,
    meetingDate: '2099-03-14',
    startTime: '12:00',
    endTime: '14:00',
    ...form,
  });
  expect(created.status).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const decisionIds: string[] = [];
  for (const matter of matters) {
    const added = (await (await admin.post(`/api/project/${projectId}/decisions`, { decisionType: 'freetext' })).json()) as { decisionId: string };
    const saved = await admin.put(`/api/project/${projectId}/decisions/${added.decisionId}`, {
      localizedTitles: [{ language: 'no', title: matter.title }, { language: 'en', title: `${matter.title} (en)` }],
      matterTexts: [{ language: 'no', text: matter.text }, { language: 'en', text: `${matter.text} (en)` }],
      requiresGeneralMeeting: false,
      freetextTypeForAllDocuments: matter.type ?? 'DECISION_MATTER',
    });
    expect(saved.status).toBe(200);
    decisionIds.push(added.decisionId);
  }
  const project = (await (await admin.get(`/api/project/${projectId}`)).json()) as { documents: { documentId: string; documentType: string }[] };
  const noticeId = project.documents.find(({ documentType }) => documentType === 'notice_board_meeting')?.documentId ?? '';
  const minutesId = project.documents.find(({ documentType }) => documentType === 'board_meeting')!.documentId;
  return { projectId, decisionIds, noticeId, minutesId, admin };
};

/** The personal notice links emailed to `email`, newest last: `{ noticeDocumentId, token }`. */
export const noticeLinksTo = async (t: TestApp, email: string) => {
  const emails = await t.orm.em.fork().find(EmailOutbox, { to: email, template: 'boardMeetingNotice' }, { orderBy: { id: 'asc' } });
  return emails.map((mail) => {
    const [, noticeDocumentId, token] = /\/notice-board-meeting\/([0-9a-f-]{36})\/(\S+)/.exec(mail.text) ?? [];
    return { noticeDocumentId: noticeDocumentId!, token: token!, mail };
  });
};

/** The personal review links of minutes emailed to `email`, newest last: `{ mail, token }`. */
export const reviewLinksTo = async (t: TestApp, email: string) =>
  (await t.orm.em.fork().find(EmailOutbox, { to: email, template: 'boardMinutesReview' }, { orderBy: { id: 'asc' } })).map((mail) => ({
    mail,
    token: /\/board-minutes-review\/(\S+)/.exec(mail.text)![1]!,
  }));

/** Basic authentication with an empty user name, as the notice page sends the meeting password. */
export const meetingPassword = (password: string) => ({ authorization: `Basic ${Buffer.from(`:${password}`).toString('base64')}` });
