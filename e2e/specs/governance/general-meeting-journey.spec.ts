import { expect as baseExpect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { demoCompanies } from '@andel/db';
import { pdfText } from '@andel/domain/testing';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

/** The machine is shared: generous waits instead of sleeps. */
const expect = baseExpect.configure({ timeout: 30_000 });
const company = demoCompanies[0];
const org = company.organisationNumber;
const proposal = 'Generalforsamlingen vedtar et utbytte på 1 250,50 kroner.';

test('the admin creates a general meeting by clicking, sets a future date and a video link, sends the notice to the listed holders; a holder opens the emailed link, sees the board’s proposal and gives a power of attorney with an instruction; the notice PDF reads as text with the proposal', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const projectName = `Generalforsamling reise ${Date.now()}`;
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, company.name);

  // A project with a dividend, its proposal written by the board, and a notice of general meeting.
  await openFromCompanyMenu(page, 'Prosjekter');
  await page.getByRole('button', { name: 'Nytt prosjekt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt prosjekt' });
  await dialog.getByRole('checkbox', { name: 'Utbytte', exact: true }).check();
  await dialog.getByLabel('Prosjektnavn').fill(projectName);
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);
  const matter = page.getByRole('region', { name: /^Sak 1:/ });
  await matter.getByLabel('Sakstekst (Norsk)').fill(proposal);
  // Written in Norwegian only: the other languages are removed.
  await matter.getByRole('button', { name: 'Fjern Svensk' }).click();
  await matter.getByRole('button', { name: 'Fjern Engelsk' }).click();
  await matter.getByRole('button', { name: 'Lagre sak 1' }).click();
  await expect(page.getByText('Saken er lagret.')).toBeVisible();
  await page.getByLabel('Legg til dokument').click();
  await page.getByRole('option', { name: 'Innkalling til generalforsamling' }).click();

  // The meeting's screen from the company menu.
  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await page.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('link', { name: new RegExp(projectName) }).click();
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  await page.getByRole('tab', { name: 'Innstillinger' }).click();
  const meetingDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Dato').fill(meetingDate);
  await page.getByLabel('Videolenke til møtet').fill('https://meet.example.com/generalforsamling');
  await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
  await expect(page.getByText('Innstillingene er lagret.')).toBeVisible();

  // The notice tab lists whom it goes to; the admin sends it.
  await page.getByRole('tab', { name: 'Innkalling' }).click();
  const addressees = page.getByRole('table', { name: 'Mottakere' });
  const holderEmail = `aksjonaer1@${org}.demo`;
  const holderRow = addressees.getByRole('row').filter({ hasText: holderEmail });
  await expect(holderRow).toBeVisible();
  const holderName = (await holderRow.getByRole('cell').first().innerText()).trim();

  // The notice PDF as the admin previews it: text, the proposal, Norwegian numbers, no editor JSON.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Forhåndsvis innkallingen (PDF)' }).click();
  const text = (await pdfText(await readFile((await (await downloading).path())!))).join(' ').replace(/\s+/g, ' ');
  expect(text).not.toContain('{"type"');
  expect(text).toContain(projectName);
  expect(text).toContain('Videolenke til møtet: https://meet.example.com/generalforsamling');
  expect(text).toContain(`Utbytte ${proposal}`);

  await page.getByRole('button', { name: 'Send til visning' }).click();
  const send = page.getByRole('dialog', { name: 'Send innkallingen til visning' });
  await send.getByRole('radio', { name: 'Åpen: lenken åpner innkallingen' }).check();
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Innkallingen er sendt.').first()).toBeVisible();

  // The holder opens the emailed link: the board's proposal under the item, then a power of attorney with an instruction.
  const holderPage = await (await browser.newContext()).newPage();
  await holderPage.goto(linkIn(await latestEmailToAbout(holderEmail, projectName), '/notice-general-meeting/'));
  await expect(holderPage.getByRole('heading', { name: projectName })).toBeVisible();
  // Their shares and votes in Norwegian notation: thousands grouped by a space, a decimal comma.
  const ownership = holderPage.getByLabel('Dine aksjer på møtedagen');
  await expect(ownership.getByText(/^Aksjer: \d{1,3}( \d{3})*$/)).toBeVisible();
  await expect(ownership.getByText(/\(\d+,\d\d % av \d{1,3}( \d{3})*(,\d+)? stemmer\)/)).toBeVisible();
  const agenda = holderPage.getByRole('list', { name: 'Dagsorden' });
  await expect(agenda.getByText(proposal)).toBeVisible();
  await expect(holderPage.getByText('{"type"', { exact: false })).toHaveCount(0);
  await holderPage.getByRole('tab', { name: 'Gi fullmakt' }).click();
  await holderPage.getByRole('radio', { name: 'En annen aksjeeier' }).check();
  await holderPage.getByRole('combobox', { name: 'Aksjeeier' }).click();
  await expect(holderPage.getByRole('option', { name: holderName, exact: true })).toHaveCount(0);
  const proxyOption = holderPage.getByRole('option').first();
  const proxyName = (await proxyOption.innerText()).trim();
  await proxyOption.click();
  await holderPage.getByRole('combobox', { name: /Utbytte/ }).click();
  await holderPage.getByRole('option', { name: 'Stem mot' }).click();
  await holderPage.getByRole('button', { name: 'Gi fullmakt' }).click();
  await expect(holderPage.getByText(`Fullmakt gitt til ${proxyName}.`)).toBeVisible();
  await expect(holderPage.getByText(/Utbytte.*: Stem mot/)).toBeVisible();

  // The admin's powers of attorney tab shows it.
  await page.getByRole('tab', { name: 'Fullmakter' }).click();
  await expect(page.getByText(holderName, { exact: false }).first()).toBeVisible();
});
