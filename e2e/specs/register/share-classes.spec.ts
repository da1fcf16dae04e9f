import { expect, test } from '@playwright/test';
import { demoCompanies } from '@andel/db';
import { signInAs, expectPath } from '../../support/sign-in.helpers';

const bergfjell = demoCompanies[1];

test('an admin adds a share class with custom votes and sees it in the list', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${bergfjell.organisationNumber}/shareholders/classes`);
  await page.getByRole('link', { name: /opprett|create/i }).first().click();
  await expectPath(page, /\/shareholders\/classes\/create$/);
  // The form's select, not the list's column header that may still show while the form loads.
  await page.getByRole('combobox', { name: 'Klasse' }).click();
  await page.getByRole('option', { name: 'C-aksjer' }).click();
  await page.getByLabel('Stemmer per aksje').fill('0,5');
  await page.getByRole('button', { name: /lagre|save/i }).click();
  await expectPath(page, /\/shareholders\/classes$/);
  const row = page.getByRole('row', { name: /C-aksjer/ });
  await expect(row).toContainText('0,5');
});
