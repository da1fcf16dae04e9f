import { expect, type Locator } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { expectNoSeriousA11yViolations } from '../../support/accessibility.helpers';
import { adminApiOf, sendGeneralMeetingNotice } from '../../support/governance.helpers';
import { pressUntilFocused } from '../../support/keyboard.helpers';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const org = nordlys.organisationNumber;

/** The element sits in (or is) a polite live region, so a screen reader reads its change without the focus moving there. */
const expectAnnouncedPolitely = async (element: Locator) =>
  expect(await element.evaluate((node) => node.closest('[aria-live]')?.getAttribute('aria-live') ?? node.closest('[role="status"], [role="log"]')?.getAttribute('role'))).toMatch(/^(polite|status|log)$/);

test('a holder attends the live electronic general meeting and votes with the keyboard alone, while the chair runs it by clicking', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const projectName = `Tastaturmøte ${Date.now()}`;
  await sendGeneralMeetingNotice(await adminApiOf(browser), { org, projectName, settings: () => ({ meetingForm: 'electronicGeneralMeeting' }) });

  // The holder opens the emailed notice and moves to the meeting tab with the arrow keys of the tab list.
  const holder = await (await browser.newContext()).newPage();
  await holder.goto(linkIn(await latestEmailToAbout(`aksjonaer1@${org}.demo`, projectName), '/notice-general-meeting/'));
  await expect(holder.getByRole('heading', { name: projectName })).toBeVisible();
  await expectNoSeriousA11yViolations(holder, 'the holder’s notice');
  await pressUntilFocused(holder, holder.getByRole('tab', { selected: true }));
  await pressUntilFocused(holder, holder.getByRole('tab', { name: 'Møtet' }), { key: 'ArrowRight', max: 6 });
  await holder.keyboard.press('Enter');
  await expect(holder.getByText('Registreringen er ikke åpen.')).toBeVisible();
  await expectNoSeriousA11yViolations(holder, 'the meeting tab before the meeting');

  // The chair (the admin) reaches the live tab by clicking, starts the meeting and opens registration.
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await page.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('link', { name: new RegExp(projectName) }).click();
  await page.getByRole('tab', { name: 'Direkte møte' }).click();
  await page.getByRole('button', { name: 'Start generalforsamlingen' }).click();
  await page.getByRole('dialog', { name: 'Starte generalforsamlingen?' }).getByRole('button', { name: 'Start generalforsamlingen' }).click();
  await expect(page.getByTestId('live-meeting-status')).toHaveText('Direkte');
  const step = (key: string) => page.getByTestId(`live-step-${key}`);
  await step('registration').getByRole('button', { name: 'Start avstemning' }).click();

  // The holder registers: the button goes, and the focus goes to the line that replaces it, the confirmation read out politely.
  const register = holder.getByRole('button', { name: 'Registrer oppmøte' });
  await pressUntilFocused(holder, register);
  await holder.keyboard.press('Enter');
  await expect(holder.getByRole('status').filter({ hasText: 'Oppmøtet er registrert.' })).toBeVisible();
  await expect(holder.getByText('Alle du representerer, er registrert som til stede.')).toBeFocused();
  await expectNoSeriousA11yViolations(holder, 'the meeting tab, registered');

  // The chair opens the chair's election: the holder hears it announced, Tabs to "Mot" and votes with Space; the focus stays.
  await step('meetingChair').getByRole('button', { name: 'Start avstemning' }).click();
  const chairElection = holder.getByRole('heading', { name: /^Til avstemning: Valg av møteleder/ });
  await expect(chairElection).toBeVisible();
  await expectAnnouncedPolitely(chairElection);
  const against = holder.getByRole('group', { name: 'Deg selv' }).getByRole('button', { name: 'Mot', exact: true });
  await pressUntilFocused(holder, against);
  await holder.keyboard.press('Space');
  await expect(holder.getByRole('status').filter({ hasText: 'Stemmen er registrert.' })).toBeVisible();
  await expect(holder.getByTestId('live-meeting-own-votes').getByText(/Valg av møteleder.*: Mot/)).toBeVisible();
  await expect(against).toBeFocused();
  await expectNoSeriousA11yViolations(holder, 'the meeting tab with an item open');

  // The chair closes it: the vote buttons go and the focus goes to the line that replaces them.
  await step('meetingChair').getByRole('button', { name: 'Stopp avstemning' }).click();
  const nothingOpen = holder.getByText('Ingen sak er åpen for avstemning nå.');
  await expect(nothingOpen).toBeFocused();
  await expectAnnouncedPolitely(nothingOpen);

  // The chair opens the next item: the focus moves to it, and the next Tab reaches its first vote.
  await step('approveAgenda').getByRole('button', { name: 'Start avstemning' }).click();
  const agendaItem = holder.getByRole('heading', { name: /^Til avstemning: Godkjenning av innkalling og dagsorden/ });
  await expect(agendaItem).toBeFocused();
  const inFavour = holder.getByRole('group', { name: 'Deg selv' }).getByRole('button', { name: 'For', exact: true });
  await pressUntilFocused(holder, inFavour, { max: 2 });
  await holder.keyboard.press('Enter');
  await expect(holder.getByTestId('live-meeting-own-votes').getByText(/Godkjenning av innkalling og dagsorden.*: For/)).toBeVisible();
  await expectNoSeriousA11yViolations(holder, 'the meeting tab after voting');
});
