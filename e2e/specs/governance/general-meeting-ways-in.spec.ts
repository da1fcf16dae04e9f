import { expect, test } from '@playwright/test';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];
const meetingProject = 'Ordinær generalforsamling';
const tabs = ['Innstillinger', 'Innkalling', 'Fullmakter', 'Direkte møte', 'Protokoll'];

const expectMeetingScreen = async (page: import('@playwright/test').Page) => {
  await expect(page.getByRole('heading', { name: meetingProject })).toBeVisible();
  for (const tab of tabs) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
};

test('the admin reaches the general meeting by clicking: from the company menu and from its project', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, company.name);

  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await page.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('link', { name: new RegExp(meetingProject) }).first().click();
  await expectMeetingScreen(page);

  await openFromCompanyMenu(page, 'Prosjekter');
  await page.getByRole('main').getByText(meetingProject, { exact: true }).first().click();
  await page.getByRole('link', { name: 'Åpne generalforsamlingen' }).click();
  await expectMeetingScreen(page);
});
