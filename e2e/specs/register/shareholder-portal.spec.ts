import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoShareholderId } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { openCompanyFromPortfolio } from '../../support/navigation.helpers';

const nordlys = demoCompanies[0];

test('a shareholder sees their own transactions and keeps their contact details up to date', async ({ page }) => {
  await signInAs(page, 'shareholder');
  await openCompanyFromPortfolio(page, nordlys.name, new RegExp(`/shareholder/${nordlys.organisationNumber}/${demoShareholderId}/`));
  await page.getByRole('navigation', { name: 'Aksjonærmeny' }).getByRole('link', { name: 'Transaksjoner' }).click();
  const transactions = page.getByRole('table', { name: 'Transaksjoner' });
  await expect(transactions.getByRole('row').nth(1)).toBeVisible();
  await expect(transactions.getByRole('cell', { name: 'Aksjebeholdning per dato' })).toBeVisible();

  await page.getByRole('link', { name: 'Opplysninger' }).click();
  await expectPath(page, /\/details$/);
  const postalCode = page.getByLabel('Postnummer');
  await postalCode.fill('9999');
  await page.getByRole('button', { name: 'Lagre endringene' }).click();
  await expect(page.getByText('Ukjent postnummer.')).toBeVisible();
  await postalCode.fill('1300');
  await page.getByLabel('E-post').fill('ola.berg@example.no');
  await page.getByRole('button', { name: 'Lagre endringene' }).click();
  await expect(page.getByText('Opplysningene er lagret.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('E-post')).toHaveValue('ola.berg@example.no');
  await expect(page.getByLabel('Poststed')).toHaveValue('SANDVIKA');
});
