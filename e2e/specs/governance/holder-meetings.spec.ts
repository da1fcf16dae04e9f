import { expect, test } from '@playwright/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];

test('a signed-in shareholder finds the company’s general meeting in the shareholder portal and opens their notice by clicking', async ({ page }) => {
  await signInAs(page, 'shareholder');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('main').getByText(company.name, { exact: true }).first().click();
  await expectPath(page, /\/shareholder\//);
  await page.getByRole('navigation').getByRole('link', { name: 'Generalforsamlinger' }).click();
  const meetings = page.getByRole('list', { name: 'Generalforsamlinger' });
  await expect(meetings.getByText('Ordinær generalforsamling', { exact: true })).toBeVisible();
  await meetings.getByRole('link', { name: 'Åpne Ordinær generalforsamling' }).click();
  await expectPath(page, /\/notice-general-meeting\//);
  await expect(page.getByRole('tab', { name: 'Innkalling' })).toBeVisible();
  await expect(page.getByText('Generalforsamlingen vedtar et utbytte på 2 kroner per aksje.')).toBeVisible();
});
