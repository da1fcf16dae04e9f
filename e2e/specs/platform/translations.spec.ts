import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { openBackOfficeCompany, openFromUserMenu } from '../../support/platform-navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const bergfjell = demoCompanies[1];
const key = 'superAdmin.company.openReadOnly';

test('a super-admin changes a button label in /t and the console shows it without a restart', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await expectPath(page, /\/super-admin-backoffice$/);
  await openBackOfficeCompany(page, 'bergfjell', bergfjell.name);
  await expect(page.getByRole('link', { name: 'Open the company (read-only)' })).toBeVisible();

  await openFromUserMenu(page, 'Translations');
  await page.getByLabel('Search keys and texts').fill(key);
  await expect(page.getByText('1 of', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${key} (English)` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Text', { exact: true }).fill('Browse the company');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The text is saved and in use now.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Browse the company/ })).toBeVisible();

  await openBackOfficeCompany(page, 'bergfjell', bergfjell.name);
  await expect(page.getByRole('link', { name: 'Browse the company' })).toBeVisible();

  // Back to the shipped text, so other specs see the catalogue as shipped.
  await openFromUserMenu(page, 'Translations');
  await page.getByLabel('Search keys and texts').fill(key);
  await page.getByRole('button', { name: `Edit ${key} (English)` }).click();
  await page.getByRole('button', { name: 'Use the shipped text' }).click();
  await expect(page.getByText('The text is saved and in use now.')).toBeVisible();
  await openBackOfficeCompany(page, 'bergfjell', bergfjell.name);
  await expect(page.getByRole('link', { name: 'Open the company (read-only)' })).toBeVisible();
});

test('a user who is not a super-admin is refused /t', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\//);
  await page.getByRole('banner').getByRole('button', { name: /^Brukermeny,/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Brukerinnstillinger' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Oversettelser' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The typed address is the subject: the user menu offers no translations here, and the address is refused.
  await page.goto('/t');
  await expect(page.getByText(/Du har ikke tilgang til dette|You do not have access to this/)).toBeVisible();
});
