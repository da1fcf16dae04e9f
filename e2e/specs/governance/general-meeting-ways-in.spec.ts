import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { adminApiOf, sendGeneralMeetingNotice } from '../../support/governance.helpers';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];
const tabs = ['Innstillinger', 'Innkalling', 'Fullmakter', 'Direkte møte', 'Protokoll'];

const expectMeetingScreen = async (page: import('@playwright/test').Page, projectName: string) => {
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  for (const tab of tabs) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
};

test('the admin reaches the general meeting by clicking: from the company menu and from its project', async ({ page, browser }) => {
  // The spec's own meeting, by a name no other spec gives: other projects share the demo's name.
  const projectName = `Generalforsamling veier inn ${Date.now()}`;
  await sendGeneralMeetingNotice(await adminApiOf(browser), { org: company.organisationNumber, projectName, settings: () => ({ meetingForm: 'electronicGeneralMeeting' }) });
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, company.name);

  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await page.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('link', { name: new RegExp(projectName) }).click();
  await expectMeetingScreen(page, projectName);

  await openFromCompanyMenu(page, 'Prosjekter');
  // The project list's link, not the meeting screen's heading of the same name that may still be shown.
  await page.getByRole('main').getByRole('table').getByRole('link', { name: projectName, exact: true }).click();
  await page.getByRole('link', { name: 'Åpne generalforsamlingen' }).click();
  await expectMeetingScreen(page, projectName);
});
