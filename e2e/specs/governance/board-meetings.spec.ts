import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { demoCompanies } from '@andel/db';
import { pdfText } from '../../../domain/testing/pdf-text';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];

/** The signed-in browser's API, with the CSRF cookie echoed as the apps do. */
const api = async (context: BrowserContext, request: APIRequestContext) => {
  const csrf = (await context.cookies()).find(({ name }) => name.endsWith('andel.csrf'))?.value ?? '';
  const headers = { 'x-csrf-token': csrf };
  return {
    post: async (path: string, data: unknown) => {
      const response = await request.post(`/api${path}`, { data, headers });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return response.json();
    },
    put: async (path: string, data: unknown) => {
      const response = await request.put(`/api${path}`, { data, headers });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return response.json();
    },
    get: (path: string) => request.get(`/api${path}`),
  };
};

test('an admin sends a board meeting notice; the board member votes and comments from the emailed link; the minutes PDF shows each outcome; the portal shows the meeting', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\//);
  await page.request.get('/api/auth/status');
  const admin = await api(page.context(), page.request);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const projectName = `Styremøte e2e ${Date.now()}`;
  const { projectId } = await admin.post('/projects/new-meeting', {
    orgNo: company.organisationNumber,
    meetingType: 'BOARD_MEETING',
    projectName,
    meetingDocumentSelection: 'NOTICE_AND_MINUTES',
    meetingForm: 'hybrid',
    meetingOptions: ['NOTICE', 'MINUTES'],
    meetingDocumentLanguage: 'no',
    ordinaryGeneralMeeting: true,
    meetingDate: tomorrow,
    startTime: '12:00',
    endTime: '14:00',
  });
  const matters = [
    { title: 'Godkjenning av budsjett', text: 'Styret godkjenner budsjettet for neste år.' },
    { title: 'Leie av nytt kontor', text: 'Styret vedtar å leie nytt kontor i Oslo.' },
  ];
  for (const matter of matters) {
    const { decisionId } = await admin.post(`/project/${projectId}/decisions`, { decisionType: 'freetext' });
    await admin.put(`/project/${projectId}/decisions/${decisionId}`, {
      localizedTitles: [{ language: 'no', title: matter.title }],
      matterTexts: [{ language: 'no', text: matter.text }],
      requiresGeneralMeeting: false,
      freetextTypeForAllDocuments: 'DECISION_MATTER',
    });
  }
  const project = await (await admin.get(`/project/${projectId}`)).json();
  const documentOf = (type: string) => project.documents.find(({ documentType }: { documentType: string }) => documentType === type).documentId as string;
  await admin.post(`/document/${documentOf('notice_board_meeting')}/${company.organisationNumber}/send-for-viewing`, { accessType: 'open', message: 'Velkommen til styremøte.' });

  // The demo's own board meeting has emailed the chair too, and reminders may come: this meeting's notice is the one calling to it.
  const mail = await latestEmailToAbout('styre@andel.demo', `innkalt til «${projectName}`);
  expect(mail.subject).toBe(`Innkalling til styremøte i ${company.name}`);
  const noticePath = linkIn(mail, '/notice-board-meeting/');

  const boardContext = await browser.newContext();
  const member = await boardContext.newPage();
  await member.goto(noticePath);
  await expect(member.getByRole('heading', { name: projectName })).toBeVisible();
  // No app header on notice pages.
  await expect(member.getByRole('banner').getByRole('button', { name: /meny|menu/i })).toHaveCount(0);
  const budget = member.getByRole('region', { name: 'Godkjenning av budsjett' });
  const office = member.getByRole('region', { name: 'Leie av nytt kontor' });
  await budget.getByRole('button', { name: 'For' }).click();
  await expect(budget.getByText('Ingrid Haugen: For')).toBeVisible();
  await office.getByRole('button', { name: 'Mot' }).click();
  await expect(office.getByText('Ingrid Haugen: Mot')).toBeVisible();
  await budget.getByRole('textbox', { name: 'Skriv en kommentar' }).fill('Ser bra ut.');
  await budget.getByRole('button', { name: 'Send' }).click();
  await expect(budget.getByText('Ser bra ut.')).toBeVisible();

  // The admin sees the vote and the comment in the preview, and the minutes PDF shows each outcome.
  const review = await (await admin.get(`/boardmember-view/admin-review/${projectId}/notice`)).json();
  expect(review.matters[0].comments[0].commentText).toBe('Ser bra ut.');
  const pdf = await admin.get(`/document/view/pdf/${documentOf('board_meeting')}/${company.organisationNumber}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(new Uint8Array(await pdf.body()))).join('\n');
  expect(text).toContain(company.name);
  expect(text.slice(text.indexOf('Godkjenning av budsjett'))).toMatch(/^Godkjenning av budsjett.*?Resultat: Vedtatt/s);
  expect(text.slice(text.indexOf('Leie av nytt kontor'))).toMatch(/^Leie av nytt kontor.*?Resultat: Ikke vedtatt/s);

  // The board member signs in and finds the meeting in the board portal.
  await signInAs(member, 'board');
  await expectPath(member, /\/(portfolio|board-member)\//);
  await member.goto(`/board-member/${company.organisationNumber}/meetings`);
  await member.getByRole('link', { name: new RegExp(projectName) }).click();
  await expectPath(member, new RegExp(`/board-member/${company.organisationNumber}/meetings/${projectId}/board-meeting$`));
  await expect(member.getByRole('region', { name: 'Godkjenning av budsjett' }).getByText('Ser bra ut.')).toBeVisible();
  await boardContext.close();
});
