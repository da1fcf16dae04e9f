import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../../../domain/testing/pdf-text';
import { signedInApi } from '../../support/api.helpers';
import { createSentBoardMeeting } from '../../support/board-meeting.helpers';
import { openProjectFromPortfolio } from '../../support/governance-navigation.helpers';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];
const matters = [
  { title: 'Kjøp av ny server', text: 'Styret vedtar å kjøpe ny server.' },
  { title: 'Sponsoravtale med idrettslaget', text: 'Styret vedtar å inngå sponsoravtale.' },
];

test('an admin writes the minutes of a voted board meeting, downloads the PDF with each outcome, sends it for review, a reviewer comments from the emailed link, and the locked project refuses editing until reopened', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\//);
  await page.request.get('/api/auth/status');
  const admin = await signedInApi(page.context(), page.request);
  const projectName = `Styremøte protokoll e2e ${Date.now()}`;
  const { projectId, decisionIds } = await createSentBoardMeeting(admin, company.organisationNumber, projectName, matters);

  // The chair votes for the first matter and against the second from the emailed notice link.
  const boardContext = await browser.newContext();
  const member = await boardContext.newPage();
  // A link taken from the email.
  await member.goto(linkIn(await latestEmailToAbout('styre@andel.demo', projectName), '/notice-board-meeting/'));
  await member.getByRole('region', { name: matters[0]!.title }).getByRole('button', { name: 'For' }).click();
  await expect(member.getByRole('region', { name: matters[0]!.title }).getByText('Ingrid Haugen: For')).toBeVisible();
  await member.getByRole('region', { name: matters[1]!.title }).getByRole('button', { name: 'Mot' }).click();
  await expect(member.getByRole('region', { name: matters[1]!.title }).getByText('Ingrid Haugen: Mot')).toBeVisible();
  await boardContext.close();

  // The admin writes the minutes: each matter's outcome comes from the votes, its text is written here.
  await openProjectFromPortfolio(page, company.name, projectName);
  const minutes = page.getByRole('region', { name: 'Protokoll fra styremøtet' });
  await expect(minutes.getByRole('region', { name: 'Møteleder' }).getByRole('combobox')).toHaveText('Ingrid Haugen');
  await expect(minutes.getByRole('region', { name: 'Signatarer' })).toContainText('alle styremedlemmene signerer');
  const first = minutes.getByRole('region', { name: matters[0]!.title });
  const second = minutes.getByRole('region', { name: matters[1]!.title });
  await expect(first.getByText('Vedtatt', { exact: true })).toBeVisible();
  await expect(first.getByText('For: 1, mot: 0, blank: 0')).toBeVisible();
  await expect(second.getByText('Ikke vedtatt', { exact: true })).toBeVisible();
  await first.getByRole('textbox', { name: 'Vedtak (Norsk)' }).fill('Styret kjøper serveren innen mars.');
  await minutes.getByRole('button', { name: 'Lagre protokollen' }).click();
  await expect(page.getByText('Protokollen er lagret.')).toBeVisible();

  // The minutes PDF, read back, shows each outcome.
  const downloading = page.waitForEvent('download');
  await minutes.getByRole('button', { name: 'Last ned protokollen (PDF)' }).click();
  const text = (await pdfText(new Uint8Array(await readFile((await (await downloading).path())!)))).join('\n');
  expect(text).toContain(`Protokoll fra styremøte: ${projectName}`);
  expect(text.slice(text.indexOf(matters[0]!.title))).toMatch(new RegExp(`^${matters[0]!.title}.*?Styret kjøper serveren innen mars\\..*?Resultat: Vedtatt`, 's'));
  expect(text.slice(text.indexOf(matters[1]!.title))).toMatch(new RegExp(`^${matters[1]!.title}.*?Resultat: Ikke vedtatt`, 's'));

  // Sent for review, for comments: the minutes lock.
  await minutes.getByRole('button', { name: 'Send til gjennomgang' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send protokollen til gjennomgang' });
  await dialog.getByRole('radio', { name: 'Kommentarer' }).check();
  await dialog.getByRole('tab', { name: 'Mottakere' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Per Olsen/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Protokollen er sendt til gjennomgang.')).toBeVisible();
  await expect(minutes.getByText('Protokollen er sendt til gjennomgang og er låst.')).toBeVisible();

  // A reviewer opens the emailed link and comments; the minutes were sent for comments, so there is no vote.
  const mail = await latestEmailToAbout('per.olsen@andel.demo', '/board-minutes-review/');
  expect(mail.subject).toBe(`Protokoll fra styremøte i ${company.name} til gjennomgang`);
  const reviewContext = await browser.newContext();
  const reviewer = await reviewContext.newPage();
  // A link taken from the email.
  await reviewer.goto(linkIn(mail, '/board-minutes-review/'));
  await expect(reviewer.getByRole('heading', { name: projectName })).toBeVisible();
  await expect(reviewer.getByText('Protokollen er sendt deg til kommentarer.')).toBeVisible();
  const reviewed = reviewer.getByRole('region', { name: matters[0]!.title });
  await expect(reviewed.getByRole('button', { name: 'For' })).toHaveCount(0);
  await reviewed.getByRole('textbox', { name: 'Skriv en kommentar' }).fill('Legg til leveransedato.');
  await reviewed.getByRole('button', { name: 'Send' }).click();
  await expect(reviewed.getByText('Legg til leveransedato.')).toBeVisible();
  // The matter view, and back to the review.
  await reviewed.getByRole('link', { name: matters[0]!.title }).click();
  await expect(reviewer).toHaveURL(new RegExp(`/board-minutes-review/[^/]+/matter/${decisionIds[0]}$`));
  await expect(reviewer.getByRole('region', { name: matters[1]!.title })).toHaveCount(0);
  await reviewer.getByRole('link', { name: 'Tilbake til alle sakene' }).click();
  await expect(reviewer.getByRole('region', { name: matters[1]!.title })).toBeVisible();
  await reviewContext.close();

  // The project is locked: the server refuses a change, the editor offers none until the documents are reopened.
  const refused = await admin.send('PUT', `/project/${projectId}/decisions/${decisionIds[0]}`, {
    localizedTitles: [{ language: 'no', title: 'Endret' }],
    matterTexts: [{ language: 'no', text: 'Endret.' }],
    requiresGeneralMeeting: false,
    freetextTypeForAllDocuments: 'DECISION_MATTER',
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.code).toBe('projects.documentsLocked');
  await page.reload();
  await expect(page.getByText('Et dokument i prosjektet er sendt, så sakene er låst.')).toBeVisible();
  const decisions = page.getByRole('region', { name: 'Saker', exact: true });
  await expect(decisions.getByRole('textbox', { name: /^Tittel/ }).first()).toBeDisabled();
  // The minutes reopen beside their document, the notice in its sending panel.
  await page.getByRole('button', { name: 'Gjenåpne Styreprotokoll' }).first().click();
  await page.getByRole('dialog', { name: 'Gjenåpne dokumentet?' }).getByRole('button', { name: 'Gjenåpne' }).click();
  await expect(page.getByRole('dialog', { name: 'Gjenåpne dokumentet?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Gjenåpne', exact: true }).click();
  await page.getByRole('dialog', { name: 'Gjenåpne innkallingen?' }).getByRole('button', { name: 'Gjenåpne' }).click();
  await expect(page.getByRole('dialog', { name: 'Gjenåpne innkallingen?' })).toHaveCount(0);
  await expect(page.getByText('Et dokument i prosjektet er sendt, så sakene er låst.')).toHaveCount(0);
  await expect(decisions.getByRole('textbox', { name: /^Tittel/ }).first()).toBeEnabled();
  await expect(minutes.getByRole('button', { name: 'Lagre protokollen' })).toBeVisible();
});
