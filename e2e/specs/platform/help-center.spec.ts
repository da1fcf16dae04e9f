import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { openBackOfficeCompany } from '../../support/platform-navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('a user searches the help center and opens an article, in Norwegian', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies/);
  await page.getByRole('banner').getByRole('link', { name: 'Hjelp' }).click();
  await expectPath(page, /\/portfolio\/all\/help-center$/);
  await expect(page.getByRole('heading', { name: 'Hjelpesenter' })).toBeVisible();

  await page.getByLabel('Søk i hjelpesenteret').fill('regneark mal');
  await expect(page.getByRole('heading', { name: 'Importer aksjonærer fra regneark' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gjennomfør et styremøte' })).toHaveCount(0);
  await page.getByRole('heading', { name: 'Importer aksjonærer fra regneark' }).click();
  await expectPath(page, /\/portfolio\/all\/help-center\?article=import-shareholders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importer aksjonærer fra regneark' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Slik importerer du' })).toBeVisible();
  await expect(page.getByText('Velg Last ned mal.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Alle artikler' }).click();
  await page.getByLabel('Søk i hjelpesenteret').fill('aksjonærportalen');
  await expect(page.getByRole('heading', { name: 'Inviter aksjonærene til aksjonærportalen' })).toBeVisible();
});

test('a user searches the help center and opens an article, in English, and the company help links to the page', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await expectPath(page, /\/super-admin-backoffice$/);
  await page.getByRole('banner').getByRole('link', { name: 'Help' }).click();
  await expectPath(page, /\/help-center$/);
  await page.getByLabel('Search the help center').fill('minutes outcome');
  await expect(page.getByRole('heading', { name: 'Run a board meeting' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Record a transaction' })).toHaveCount(0);
  await page.getByLabel('Search the help center').fill('no article says this');
  await expect(page.getByText('No articles match the search.')).toBeVisible();

  // The company's help: the company opened read-only from the back office, then the top bar's Help.
  await openBackOfficeCompany(page, 'nordlys', nordlys.name);
  await page.getByRole('link', { name: 'Open the company (read-only)' }).click();
  await expectPath(page, new RegExp(`/company/${nordlys.organisationNumber}`));
  await expect(page.getByRole('navigation', { name: 'Company menu' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Help' }).click();
  await expectPath(page, new RegExp(`/company/${nordlys.organisationNumber}/help-center$`));
  await page.getByLabel('Search the help center').fill('record a transaction');
  await page.getByRole('heading', { name: 'Record a transaction' }).click();
  await expectPath(page, /\/help-center\?article=record-a-transaction$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Record a transaction' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Choose New transaction and the type' })).toBeVisible();
  await page.getByRole('link', { name: `Open the page in ${nordlys.name}` }).click();
  await expectPath(page, new RegExp(`/company/${nordlys.organisationNumber}/shareholders/transactions`));
});

test('anyone can read the stories without signing in', async ({ page }) => {
  // A public page, typed from outside.
  await page.goto('/stories');
  await expect(page.getByRole('heading', { name: 'Historier fra Andel' })).toBeVisible();
  await page.getByRole('region', { name: 'Et styremøte uten papir' }).getByRole('link', { name: 'Les historien' }).click();
  await expectPath(page, /\/stories\/a-board-meeting-without-paper$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Et styremøte uten papir' })).toBeVisible();
  // The typed address is the subject: an unknown story.
  await page.goto('/stories/no-such-story');
  await expect(page.getByText('Historien finnes ikke.')).toBeVisible();
});
