import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';

const nordlys = demoCompanies[0];

// Norwegian headers, as the template has them; the second row has a one-word name and a broken email.
const csv = [
  'Type (selskap/person);Navn;E-post;Antall aksjer',
  'person;Eva Testesen;eva@example.no;10',
  'person;Ola;ola@;5',
].join('\n');

test('an admin uploads a spreadsheet with errors, fixes them in the grid and imports', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Aksjonærer');
  await page.getByRole('link', { name: 'Importer', exact: true }).click();
  await expectPath(page, /\/shareholders\/import$/);
  await page.locator('input[type=file]').first().setInputFiles({ name: 'aksjonaerer.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const row = page.getByTestId('import-row-3');
  // The grid's page buttons speak the interface's language.
  await expect(page.getByRole('button', { name: 'Gå til neste side' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Go to next page' })).toHaveCount(0);
  await expect(row).toContainText('Etternavn må fylles ut.');
  await expect(row).toContainText('Ugyldig e-postadresse.');
  const importButton = page.getByRole('button', { name: 'Importer', exact: true });
  await expect(importButton).toBeDisabled();

  await page.getByLabel('Navn 3', { exact: true }).fill('Ola Nordmann');
  await page.getByLabel('E-post 3', { exact: true }).fill('ola@example.no');
  await expect(row).not.toContainText('Etternavn må fylles ut.');
  await expect(row).not.toContainText('Ugyldig e-postadresse.');
  await expect(importButton).toBeEnabled();

  await importButton.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('Importerte aksjonærer: 2.')).toBeVisible();
  await expectPath(page, /\/shareholders\/list$/);
  await expect(page.getByRole('row', { name: /Ola Nordmann/ })).toBeVisible();

  // The new holder's share certificate, from the shareholder details.
  await page.getByRole('row', { name: /Ola Nordmann/ }).getByRole('cell', { name: 'Ola Nordmann', exact: true }).click();
  await expectPath(page, /\/shareholders\/list\/[0-9a-f-]{36}\/overview$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned aksjebrev' }).click();
  expect((await download).suggestedFilename()).toMatch(/^share-certificate-.+\.pdf$/);
});
