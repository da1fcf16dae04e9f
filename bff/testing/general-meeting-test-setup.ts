import { Company, EmailOutbox, Shareholder } from '@andel/domain/server';
import { expect } from 'vitest';
import { addBoardRoles } from './board-meeting-test-setup';
import { openTestRegister } from './register-test-setup';
import type { TestApp } from './test-app';

/** The holders of the test general meeting: name, email (none for the last) and A-shares. */
export const generalMeetingHolders = [
  { firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.no', shares: 600 },
  { firstName: 'Ola', lastName: 'Hansen', email: 'ola@example.no', shares: 300 },
  { firstName: 'Per', lastName: 'Berg', email: 'per@example.no', shares: 50 },
  { firstName: 'Siri', lastName: 'Uten', email: null, shares: 50 },
] as const;

/**
 * A company with four holders of A-shares (1,000 in all), a chairperson and a CEO, and a project holding a general
 * meeting's notice and minutes with one freetext decision; its settings saved for `meetingDate`.
 */
export const openGeneralMeeting = async (t: TestApp, orgNo: string, meetingDate = '2099-06-01') => {
  const reg = await openTestRegister(t, orgNo, generalMeetingHolders.length);
  const em = t.orm.em.fork();
  for (const [index, { firstName, lastName, email }] of generalMeetingHolders.entries()) await em.nativeUpdate(Shareholder, { id: reg.holders[index] }, { firstName, lastName, email });
  let next = 1;
  const opening = await reg.record('shareholdingperdate', '2026-01-01T12:00:00.000Z', {
    nominalValue: '10',
    shareAllocation: generalMeetingHolders.map(({ shares }, index) => {
      const interval = `${next}-${next + shares - 1}`;
      next += shares;
      return { shareholderId: reg.holders[index], sharetypeId: reg.classA, numberOfShares: shares, sharenumberIntervals: interval };
    }),
  });
  expect(opening.status).toBe(201);
  const company = await em.findOneOrFail(Company, { organisationNumber: orgNo });
  const roles = await addBoardRoles(t, company, [
    ['chairperson', 'Lise', 'Leder', 'leder@example.no'],
    ['ceo', 'Dag', 'Daglig', 'dl@example.no'],
  ]);
  const created = await reg.admin.post('/api/projects', { orgNo, projectName: 'Ordinær generalforsamling 2099', decisions: ['freetext'], documents: ['notice_general_meeting', 'general_meeting'] });
  expect(created.status).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const project = (await (await reg.admin.get(`/api/project/${projectId}`)).json()) as { decisions: { decisionId: string }[]; documents: { documentId: string; documentType: string }[] };
  const decisionId = project.decisions[0]!.decisionId;
  const titled = await reg.admin.put(`/api/project/${projectId}/decisions/${decisionId}`, {
    localizedTitles: [{ language: 'no', title: 'Utbytte for 2098' }],
    matterTexts: [{ language: 'no', text: 'Generalforsamlingen vedtar et utbytte på 5 kroner per aksje.' }],
    requiresGeneralMeeting: true,
    freetextTypeForAllDocuments: 'DECISION_MATTER',
  });
  expect(titled.status).toBe(200);
  const noticeId = project.documents.find(({ documentType }) => documentType === 'notice_general_meeting')!.documentId;
  const settings = { meetingDate, startTime: '12:00', endTime: '14:00', meetingForm: 'hybrid', meetingChair: { companyroleId: roles['leder@example.no'], name: 'Lise Leder' } };
  expect((await reg.admin.put(`/api/project/${projectId}/general-meeting`, settings)).status).toBe(200);
  const send = (body: Record<string, unknown> = { accessType: 'open', message: 'Velkommen til generalforsamling.' }) => reg.admin.post(`/api/document/${noticeId}/${orgNo}/send-for-viewing`, body);
  return { ...reg, orgNo, projectId, decisionId, noticeId, roles, send };
};

/** The personal general meeting notice links emailed to `email`, newest last. */
export const generalMeetingLinksTo = async (t: TestApp, email: string) =>
  (await t.orm.em.fork().find(EmailOutbox, { to: email, template: 'generalMeetingNotice' }, { orderBy: { id: 'asc' } })).map((mail) => ({
    mail,
    token: /\/notice-general-meeting\/(\S+)/.exec(mail.text)![1]!,
  }));

/** The power-of-attorney recipient links emailed to `email`, newest last. */
export const poaRecipientLinksTo = async (t: TestApp, email: string) =>
  (await t.orm.em.fork().find(EmailOutbox, { to: email, template: 'powerOfAttorneyReceived' }, { orderBy: { id: 'asc' } })).map((mail) => ({
    mail,
    token: /\/notice-general-meeting-poa-recipient\/(\S+)/.exec(mail.text)![1]!,
  }));
