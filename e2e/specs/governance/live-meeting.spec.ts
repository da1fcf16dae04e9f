import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { signedInApi } from '../../support/api.helpers';
import { sendGeneralMeetingNotice } from '../../support/governance.helpers';
import { openGeneralMeetingTab } from '../../support/governance-navigation.helpers';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];
const org = company.organisationNumber;

test('the admin starts an electronic general meeting of Nordlys Teknologi AS and opens registration and the chair’s election; a shareholder from the emailed notice registers and votes; the admin’s tables update without reload', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\//);
  await page.request.get('/api/auth/status');
  const admin = await signedInApi(page.context(), page.request);
  const projectName = `Direkte generalforsamling e2e ${Date.now()}`;
  const { notice } = await sendGeneralMeetingNotice(admin, { org, projectName, settings: () => ({ meetingForm: 'electronicGeneralMeeting' }) });
  const holder = notice.recipients.find(({ email }) => email === `aksjonaer1@${org}.demo`)!;

  // The admin's live tab: not started, every step waiting.
  await openGeneralMeetingTab(page, company.name, projectName, 'Direkte møte');
  await expect(page.getByTestId('live-meeting-status')).toHaveText('Ikke startet');
  await expect(page.getByText('Direkte oppdatering')).toBeVisible();
  const registration = page.getByTestId('live-step-registration');
  await expect(registration).toContainText('Ikke startet');

  // The shareholder opens the emailed link's meeting tab before the meeting starts.
  const holderPage = await (await browser.newContext()).newPage();
  // A link taken from the email.
  await holderPage.goto(linkIn(await latestEmailToAbout(holder.email!, projectName), '/notice-general-meeting/'));
  // Absent and the meeting not held: the holder may still give a power of attorney.
  await expect(holderPage.getByRole('tab', { name: 'Gi fullmakt' })).toBeVisible();
  await holderPage.getByRole('tab', { name: 'Møtet' }).click();
  await expect(holderPage.getByText('Registreringen er ikke åpen.')).toBeVisible();

  // The admin starts the meeting and opens registration: the shareholder's page follows without reload.
  await page.getByRole('button', { name: 'Start generalforsamlingen' }).click();
  await page.getByRole('dialog', { name: 'Starte generalforsamlingen?' }).getByRole('button', { name: 'Start generalforsamlingen' }).click();
  await expect(page.getByTestId('live-meeting-status')).toHaveText('Direkte');
  await registration.getByRole('button', { name: 'Start avstemning' }).click();
  await expect(registration).toContainText('Åpen');
  await holderPage.getByRole('button', { name: 'Registrer oppmøte' }).click();
  await expect(holderPage.getByRole('status').filter({ hasText: 'Oppmøtet er registrert.' })).toBeVisible();
  // Registered: the button gives way to a line saying so (a second registration is refused by the server).
  await expect(holderPage.getByText('Alle du representerer, er registrert som til stede.')).toBeVisible();
  await expect(holderPage.getByRole('button', { name: 'Registrer oppmøte' })).toHaveCount(0);
  // Present: no power of attorney is offered any more (seed 002 section 2's rule for the give tab).
  await expect(holderPage.getByRole('tab', { name: 'Gi fullmakt' })).toHaveCount(0);

  // The admin's attendance table shows the shareholder present, without reload.
  const attendance = page.getByRole('table', { name: 'Oppmøte' });
  await expect(attendance.getByRole('row').filter({ hasText: holder.name }).getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();

  // The chair's election opens; the shareholder votes against and sees the vote; the admin's totals and voting table follow.
  const chair = page.getByTestId('live-step-meetingChair');
  await chair.getByRole('button', { name: 'Start avstemning' }).click();
  await expect(holderPage.getByText('Til avstemning: Valg av møteleder', { exact: false })).toBeVisible();
  const httpVotes: string[] = [];
  holderPage.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/vote')) httpVotes.push(request.url());
  });
  await holderPage.getByRole('button', { name: 'Mot', exact: true }).first().click();
  await expect(holderPage.getByText('Stemmen er registrert.')).toBeVisible();
  // The vote went over the meeting's socket with an ack, not the HTTP route.
  expect(httpVotes).toEqual([]);
  await expect(holderPage.getByTestId('live-meeting-own-votes').getByText(/Valg av møteleder.*: Mot/)).toBeVisible();
  const voting = page.getByRole('table', { name: 'Avstemning' });
  await expect(voting.getByRole('row').filter({ hasText: holder.name }).getByRole('cell', { name: 'Mot', exact: true })).toBeVisible();
  await expect(page.getByTestId('live-item-totals')).toContainText(/mot [1-9]/);

  // The name-prefix search narrows the tables.
  await page.getByLabel('Søk på navn').fill('zzz');
  await expect(attendance.getByRole('row').filter({ hasText: holder.name })).toHaveCount(0);
  await page.getByLabel('Søk på navn').fill('');

  // The chair's election closes and the shareholder's vote buttons go; ending shows that not every item is resolved.
  await chair.getByRole('button', { name: 'Stopp avstemning' }).click();
  await expect(chair).toContainText('Ferdig');
  await expect(holderPage.getByText('Ingen sak er åpen for avstemning nå.')).toBeVisible();
  await page.getByRole('button', { name: 'Avslutt generalforsamlingen' }).click();
  const ending = page.getByRole('dialog', { name: 'Avslutte generalforsamlingen?' });
  await expect(ending).toContainText('kan ikke dato, tid og saksliste endres lenger');
  await ending.getByRole('button', { name: 'Avslutt generalforsamlingen' }).click();
  await expect(page.getByTestId('live-meeting-resolved')).toHaveText('Ikke alle punkter er ferdigbehandlet.');
  await expect(page.getByRole('button', { name: 'Gjenåpne generalforsamlingen' })).toBeVisible();

  // Ended: a holder who never came is not offered a power of attorney either, from their emailed link.
  const absent = notice.recipients.find(({ email }) => email && email !== holder.email)!;
  const absentPage = await (await browser.newContext()).newPage();
  // A link taken from the email.
  await absentPage.goto(linkIn(await latestEmailToAbout(absent.email!, projectName), '/notice-general-meeting/'));
  await expect(absentPage.getByRole('tab', { name: 'Innkalling' })).toBeVisible();
  await expect(absentPage.getByRole('tab', { name: 'Gi fullmakt' })).toHaveCount(0);
});
