import { expect, type Browser, type Page } from '@playwright/test';
import type { GeneralMeetingView } from '@andel/domain/shared';
import { signedInApi } from './api.helpers';
import { openCompanyFromPortfolio, openFromCompanyMenu } from './navigation.helpers';
import { expectPath, signInAs } from './sign-in.helpers';

/** Adds a freetext matter in the project editor and saves it with its Norwegian title and text. */
export const writeMatter = async (page: Page, number: number, title: string, text: string) => {
  await page.getByRole('button', { name: 'Legg til fritekstsak' }).click();
  const matter = page.getByRole('region', { name: new RegExp(`^Sak ${number}:`) });
  await expect(matter).toBeVisible();
  await matter.getByLabel('Tittel (Norsk)').fill(title);
  await matter.getByLabel('Sakstekst (Norsk)').fill(text);
  await matter.getByRole('button', { name: `Lagre sak ${number}` }).click();
  await expect(page.getByText('Saken er lagret.')).toBeVisible();
};

/**
 * Through the admin's API: a project of the company with a general meeting 14 days ahead from 17:00 to 18:00 and one
 * freetext decision matter (`title`, `text`; a dividend unless given), the meeting set by `settings` (given the decision's id), and its notice
 * sent for viewing with open access. Answers the ids, the meeting date and the notice's recipients.
 */
export const sendGeneralMeetingNotice = async (
  admin: Awaited<ReturnType<typeof signedInApi>>,
  {
    org,
    projectName,
    title = 'Utbytte for fjoråret',
    text = 'Generalforsamlingen vedtar et utbytte.',
    settings,
  }: { org: string; projectName: string; title?: string; text?: string; settings: (decisionId: string) => Record<string, unknown> },
) => {
  const { projectId } = (await admin.post('/projects', { orgNo: org, projectName, decisions: ['freetext'], documents: ['notice_general_meeting', 'general_meeting'] })) as { projectId: string };
  const project = (await (await admin.get(`/project/${projectId}`)).json()) as { decisions: { decisionId: string }[]; documents: { documentId: string; documentType: string }[] };
  const decisionId = project.decisions[0]!.decisionId;
  await admin.put(`/project/${projectId}/decisions/${decisionId}`, {
    localizedTitles: [{ language: 'no', title }],
    matterTexts: [{ language: 'no', text }],
    requiresGeneralMeeting: true,
    freetextTypeForAllDocuments: 'DECISION_MATTER',
  });
  const meetingDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await admin.put(`/project/${projectId}/general-meeting`, { meetingDate, startTime: '17:00', endTime: '18:00', ...settings(decisionId) });
  const noticeDocumentId = project.documents.find(({ documentType }) => documentType === 'notice_general_meeting')!.documentId;
  await admin.post(`/document/${noticeDocumentId}/${org}/send-for-viewing`, { accessType: 'open', message: 'Velkommen.' });
  const { notice } = (await (await admin.get(`/project/${projectId}/general-meeting`)).json()) as GeneralMeetingView;
  return { projectId, decisionId, meetingDate, notice };
};

/** The admin signed in through the login page in a browser context of their own, answered as their API (for a spec's own setup). */
export const adminApiOf = async (browser: Browser) => {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\//);
  await page.request.get('/api/auth/status');
  return signedInApi(page.context(), page.request);
};

/** As an admin signed in: a new project in the company with an increase of share capital decision (named, if given), opened, and the decision's form. */
export const newCapitalIncreaseProject = async (page: Page, companyName: string, projectName?: string) => {
  await openCompanyFromPortfolio(page, companyName);
  await openFromCompanyMenu(page, 'Prosjekter');
  await page.getByRole('button', { name: 'Nytt prosjekt' }).click();
  const create = page.getByRole('dialog', { name: 'Nytt prosjekt' });
  await create.getByRole('checkbox', { name: 'Kapitalforhøyelse', exact: true }).check();
  if (projectName) await create.getByLabel('Prosjektnavn').fill(projectName);
  await create.getByRole('button', { name: 'Opprett' }).click();
  await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);
  return page.getByRole('region', { name: 'Kapitalforhøyelse', exact: true });
};
