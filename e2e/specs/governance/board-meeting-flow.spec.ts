import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { instantOfDayAndTime, isoWeekOf } from '@andel/domain/shared';
import { readFile } from 'node:fs/promises';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { writeMatter } from '../../support/governance.helpers';
import { openBoardPortalPage } from '../../support/governance-navigation.helpers';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const org = nordlys.organisationNumber;

/** 20261128T110000Z: an instant as the .ics writes it. */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

test('a board meeting from the admin to the board: sent from the dialog, voted and commented from the emailed link, seen live by the admin, and found in the board portal and its schedule with a calendar file', async ({ page, browser }) => {
  // Three days ahead: outside the day before voting closes, when reminders go.
  const meetingDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const projectName = `Styremøte flyt ${Date.now()}`;

  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Prosjekter');
  await page.getByRole('button', { name: 'Nytt styremøte' }).click();
  const form = page.getByRole('dialog', { name: 'Nytt styremøte' });
  await form.getByLabel('Prosjektnavn').fill(projectName);
  await form.getByLabel('Dato').fill(meetingDate);
  await form.getByRole('button', { name: 'Opprett møte' }).click();
  await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);
  const projectId = /\/projects\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await writeMatter(page, 1, 'Godkjenning av budsjett', 'Styret godkjenner budsjettet for neste år.');
  await writeMatter(page, 2, 'Leie av nytt kontor', 'Styret vedtar å leie nytt kontor i Oslo.');

  // The send-for-viewing dialog suggests a random meeting password; the notice goes open.
  await expect(page.getByText('Innkallingen er ikke sendt ennå.')).toBeVisible();
  await page.getByRole('button', { name: 'Send til visning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send innkallingen til visning' });
  await dialog.getByRole('radio', { name: 'Møtepassord' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Møtepassord' })).toHaveValue(/^[A-Za-z2-9]{12}$/);
  await dialog.getByRole('radio', { name: 'Åpen: lenken åpner innkallingen' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Innkallingen er sendt.')).toBeVisible();
  const status = page.getByRole('table', { name: 'Utsending og visning' });
  await expect(status.getByRole('row', { name: /Ingrid Haugen.*styre@andel\.demo.*Ikke åpnet/ })).toBeVisible();

  // The admin watches the live preview; nothing of the board yet.
  await page.getByRole('link', { name: 'Forhåndsvis møtet' }).click();
  await expectPath(page, new RegExp(`/company/${org}/board-meeting-preview/${projectId}$`));
  const adminBudget = page.getByRole('region', { name: 'Godkjenning av budsjett', exact: true });
  await expect(adminBudget).toBeVisible();
  await expect(adminBudget.getByText('Ingrid Haugen: For')).toHaveCount(0);

  // The board member opens the emailed link, votes and comments.
  const mail = await latestEmailToAbout('styre@andel.demo', `innkalt til «${projectName}`);
  expect(mail.subject).toBe(`Innkalling til styremøte i ${nordlys.name}`);
  const boardContext = await browser.newContext({ acceptDownloads: true });
  const member = await boardContext.newPage();
  // A link taken from the email.
  await member.goto(linkIn(mail, '/notice-board-meeting/'));
  await expect(member.getByRole('heading', { name: projectName })).toBeVisible();
  const budget = member.getByRole('region', { name: 'Godkjenning av budsjett', exact: true });
  const office = member.getByRole('region', { name: 'Leie av nytt kontor', exact: true });
  await budget.getByRole('button', { name: 'For' }).click();
  await expect(budget.getByText('Ingrid Haugen: For')).toBeVisible();
  await office.getByRole('button', { name: 'Mot' }).click();
  await expect(office.getByText('Ingrid Haugen: Mot')).toBeVisible();
  await budget.getByRole('textbox', { name: 'Skriv en kommentar' }).fill('Ser bra ut, men vi bør se på reisebudsjettet.');
  await budget.getByRole('button', { name: 'Send' }).click();
  await expect(budget.getByText('Ser bra ut, men vi bør se på reisebudsjettet.')).toBeVisible();

  // The admin's preview shows the votes and the comment without a reload.
  await expect(adminBudget.getByText('Ingrid Haugen: For')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Leie av nytt kontor', exact: true }).getByText('Ingrid Haugen: Mot')).toBeVisible();
  await expect(adminBudget.getByText('Ser bra ut, men vi bør se på reisebudsjettet.')).toBeVisible();
  // Back in the project, the viewing status shows that the notice was opened.
  await page.getByRole('link', { name: 'Tilbake til prosjektet' }).click();
  await expect(page.getByRole('table', { name: 'Utsending og visning' }).getByRole('row', { name: /Ingrid Haugen/ })).not.toContainText('Ikke åpnet');

  // The board member signs in: the meeting is on the board portal's dashboard and in its schedule.
  await signInAs(member, 'board');
  await openBoardPortalPage(member, nordlys.name, 'Oversikt');
  await expectPath(member, new RegExp(`/board-member/${org}$`));
  await expect(member.getByRole('region', { name: 'Neste møter' }).getByRole('link', { name: new RegExp(projectName) })).toBeVisible();
  // The archive entry opens the board archive, not a placeholder.
  await member.getByRole('navigation', { name: 'Snarveier' }).getByRole('link', { name: 'Arkiv' }).click();
  await expectPath(member, new RegExp(`/board-member/${org}/archive$`));
  await expect(member.getByRole('navigation', { name: 'Rotmapper' }).getByRole('link', { name: 'Styrearkiv' })).toBeVisible();
  await member.goBack();
  await member.getByRole('navigation', { name: 'Snarveier' }).getByRole('link', { name: 'Årshjul' }).click();
  await expectPath(member, new RegExp(`/board-member/${org}/schedule$`));
  await member.getByRole('group', { name: 'Visning' }).getByRole('link', { name: 'Uke', exact: true }).click();
  const today = isoWeekOf(new Date().toISOString().slice(0, 10));
  const { isoYear, week } = isoWeekOf(meetingDate);
  await expect(member.getByText(`Uke ${today.week}, ${today.isoYear}`)).toBeVisible();
  if (week !== today.week) await member.getByRole('link', { name: 'Neste' }).click();
  await expectPath(member, new RegExp(`/schedule/week/${isoYear}/${week}$`));
  const day = member.getByRole('gridcell', { name: new RegExp(meetingDate) });
  await day.getByRole('link', { name: new RegExp(projectName) }).click();
  await expectPath(member, new RegExp(`/board-member/${org}/meetings/${projectId}/board-meeting$`));
  await expect(member.getByRole('region', { name: 'Godkjenning av budsjett', exact: true }).getByText('Ser bra ut, men vi bør se på reisebudsjettet.')).toBeVisible();

  // Add to calendar: the web calendars' links and the .ics file.
  await member.getByRole('button', { name: 'Legg til i kalender' }).click();
  const google = new URL((await member.getByRole('menuitem', { name: 'Google Kalender' }).getAttribute('href'))!);
  // The meeting's title carries its board meeting number, the next of the company's year.
  expect(google.searchParams.get('text')).toMatch(new RegExp(`^${projectName} \\(\\d+\\) – ${nordlys.name}$`));
  const downloading = member.waitForEvent('download');
  await member.getByRole('menuitem', { name: 'Last ned kalenderfil (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${meetingDate} ${projectName}.ics`);
  const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`UID:board-meeting-${projectId}@andel`);
  expect(ics).toMatch(new RegExp(`SUMMARY:${projectName} \\(\\d+\\) – ${nordlys.name}`));
  expect(ics).toContain(`DTSTART:${icsTime(instantOfDayAndTime(meetingDate, '12:00'))}`);
  expect(ics).toContain(`DTEND:${icsTime(instantOfDayAndTime(meetingDate, '14:00'))}`);
  await boardContext.close();
});
