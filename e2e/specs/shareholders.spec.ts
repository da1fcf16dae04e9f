import { expect, test } from '@playwright/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from './sign-in.helpers';

const skargard = demoCompanies[2];
const bergfjell = demoCompanies[1];

test('an admin adds a person and fills in the details, each field saved after a pause', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${bergfjell.organisationNumber}/shareholders/list`);
  await page.getByRole('button', { name: 'Ny person' }).first().click();
  await expectPath(page, /\/shareholders\/list\/[0-9a-f-]+\/details$/);
  await page.getByLabel('Navn', { exact: true }).fill('Kari Testesen');
  await page.getByLabel('Postnummer').fill('0000');
  await expect(page.getByText('Ukjent postnummer.')).toBeVisible();
  await page.getByLabel('Postnummer').fill('1300');
  await expect(page.getByLabel('Poststed')).toHaveValue('SANDVIKA');
  await page.goto(`/company/${bergfjell.organisationNumber}/shareholders/list`);
  await expect(page.getByRole('row', { name: /Kari Testesen/ })).toBeVisible();
});

test('the edit-all mode stores each cell and shows the server validation message', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${skargard.organisationNumber}/shareholders/list`);
  await page.getByRole('button', { name: 'Nytt selskap' }).first().click();
  await expectPath(page, /\/details$/);
  await page.goto(`/company/${skargard.organisationNumber}/shareholders/edit`);
  const row = page.getByRole('row').last();
  await row.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill('92360901');
  await expect(row.getByText('Et norsk organisasjonsnummer har 9 sifre.')).toBeVisible();
  await row.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill('889640782');
  await expect(row.getByRole('textbox', { name: 'Organisasjonsnummer' })).not.toHaveAttribute('aria-invalid', 'true');
  await row.getByRole('textbox', { name: 'Navn' }).fill('Equinor ASA');
  await expect(row.getByLabel('Lagret').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').last().getByRole('textbox', { name: 'Navn' })).toHaveValue('Equinor ASA');
});
