import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { pdfText } from '../../../domain/testing/pdf-text';
import { signedInApi } from '../../support/api.helpers';
import { createSentBoardMeeting } from '../../support/board-meeting.helpers';
import { openBoardPortalPage } from '../../support/governance-navigation.helpers';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];

test('an admin sends a board meeting notice; the board member votes and comments from the emailed link; the minutes PDF shows each outcome; the portal shows the meeting', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\//);
  await page.request.get('/api/auth/status');
  const admin = await signedInApi(page.context(), page.request);
  const projectName = `Styremøte e2e ${Date.now()}`;
  const matters = [
    { title: 'Godkjenning av budsjett', text: 'Styret godkjenner budsjettet for neste år.' },
    { title: 'Leie av nytt kontor', text: 'Styret vedtar å leie nytt kontor i Oslo.' },
  ];
  const { projectId, minutesId } = await createSentBoardMeeting(admin, company.organisationNumber, projectName, matters);

  // The demo's own board meeting has emailed the chair too, and reminders may come: this meeting's notice is the one calling to it.
  const mail = await latestEmailToAbout('styre@andel.demo', `innkalt til «${projectName}`);
  expect(mail.subject).toBe(`Innkalling til styremøte i ${company.name}`);
  const noticePath = linkIn(mail, '/notice-board-meeting/');

  const boardContext = await browser.newContext();
  const member = await boardContext.newPage();
  // A link taken from the email.
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
  const pdf = await admin.get(`/document/view/pdf/${minutesId}/${company.organisationNumber}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(new Uint8Array(await pdf.body()))).join('\n');
  expect(text).toContain(company.name);
  expect(text.slice(text.indexOf('Godkjenning av budsjett'))).toMatch(/^Godkjenning av budsjett.*?Resultat: Vedtatt/s);
  expect(text.slice(text.indexOf('Leie av nytt kontor'))).toMatch(/^Leie av nytt kontor.*?Resultat: Ikke vedtatt/s);

  // The board member signs in and finds the meeting in the board portal.
  await signInAs(member, 'board');
  await openBoardPortalPage(member, company.name, 'Møter');
  await member.getByRole('link', { name: new RegExp(projectName) }).click();
  await expectPath(member, new RegExp(`/board-member/${company.organisationNumber}/meetings/${projectId}/board-meeting$`));
  await expect(member.getByRole('region', { name: 'Godkjenning av budsjett' }).getByText('Ser bra ut.')).toBeVisible();
  await boardContext.close();
});
