import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { signedInApi } from '../../support/api.helpers';
import { sendGeneralMeetingNotice } from '../../support/governance.helpers';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];
const org = company.organisationNumber;

test('a shareholder opens the emailed notice of a general meeting, sees their shares and the agenda, gives a power of attorney with a voting instruction to another shareholder, who opens the emailed recipient link and sees it', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\//);
  await page.request.get('/api/auth/status');
  const admin = await signedInApi(page.context(), page.request);
  const projectName = `Generalforsamling e2e ${Date.now()}`;
  const { projectId, notice } = await sendGeneralMeetingNotice(admin, { org, projectName, settings: () => ({ meetingForm: 'hybrid' }) });
  const holder = notice.recipients.find(({ email }) => email === `aksjonaer1@${org}.demo`)!;
  // A proxy with an email whose name no other holder shares, so the picker's option is theirs alone.
  const proxy = notice.recipients.find(({ email, name }) => email && email !== holder.email && notice.recipients.filter((other) => other.name === name).length === 1)!;

  // The shareholder opens the personal link from the email: no sign-in, their shares on the meeting date, the agenda.
  const holderPage = await (await browser.newContext()).newPage();
  await holderPage.goto(linkIn(await latestEmailToAbout(holder.email!, projectName), '/notice-general-meeting/'));
  await expect(holderPage.getByRole('heading', { name: projectName })).toBeVisible();
  await expect(holderPage.getByText(`Innkalling til ${holder.name}`, { exact: false })).toBeVisible();
  const ownership = holderPage.getByLabel('Dine aksjer på møtedagen');
  await expect(ownership.getByText(/^Aksjer: \d{1,3}( \d{3})*$/)).toBeVisible();
  await expect(ownership.getByText(/\(\d+,\d\d % av \d{1,3}( \d{3})*(,\d+)? stemmer\)/)).toBeVisible();
  const agenda = holderPage.getByRole('list', { name: 'Dagsorden' });
  await expect(agenda.getByText('1. Registrering av oppmøtte aksjeeiere og fullmakter')).toBeVisible();
  await expect(agenda.getByText('3. Godkjenning av innkalling og dagsorden')).toBeVisible();
  await expect(agenda.getByText('4. Utbytte for fjoråret')).toBeVisible();
  // The board's proposal under the item, as text, never as the editor's JSON.
  await expect(agenda.getByText('Generalforsamlingen vedtar et utbytte.')).toBeVisible();
  await expect(holderPage.getByText('{"type"', { exact: false })).toHaveCount(0);

  // The give tab: to another shareholder, voting against the dividend.
  await holderPage.getByRole('tab', { name: 'Gi fullmakt' }).click();
  await holderPage.getByRole('radio', { name: 'En annen aksjeeier' }).check();
  await holderPage.getByRole('combobox', { name: 'Aksjeeier' }).click();
  await expect(holderPage.getByRole('option', { name: holder.name })).toHaveCount(0);
  await holderPage.getByRole('option', { name: proxy.name, exact: true }).click();
  await holderPage.getByRole('combobox', { name: 'Utbytte for fjoråret' }).click();
  await holderPage.getByRole('option', { name: 'Stem mot' }).click();
  await holderPage.getByRole('button', { name: 'Gi fullmakt' }).click();
  await expect(holderPage.getByText(`Fullmakt gitt til ${proxy.name}.`)).toBeVisible();
  await expect(holderPage.getByRole('tab', { name: 'Fullmakt gitt' })).toBeVisible();
  await expect(holderPage.getByText(`Du har gitt fullmakt til ${proxy.name}.`)).toBeVisible();
  await expect(holderPage.getByText('Utbytte for fjoråret: Stem mot')).toBeVisible();

  // The proxy opens the emailed recipient link and acts for the giver, with the instruction.
  const proxyPage = await (await browser.newContext()).newPage();
  await proxyPage.goto(linkIn(await latestEmailToAbout(proxy.email!, `fullmakt til å møte og stemme på «${projectName}»`), '/notice-general-meeting-poa-recipient/'));
  await expect(proxyPage.getByText(`Fullmakter til ${proxy.name}`, { exact: false })).toBeVisible();
  const received = proxyPage.getByRole('list', { name: 'Mottatte fullmakter' });
  await expect(received.getByText(holder.name, { exact: false })).toBeVisible();
  // The instruction names the matter it is for.
  await expect(received.getByText('Utbytte for fjoråret: Stem mot')).toBeVisible();

  // The admin's list of the meeting's powers shows it.
  const powers = (await (await admin.get(`/project/${projectId}/powerOfAttorneys`)).json()) as { powerOfAttorneys: { giverName: string; poaRecipientName: string }[] };
  expect(powers.powerOfAttorneys).toEqual([expect.objectContaining({ giverName: holder.name, poaRecipientName: proxy.name })]);
});
