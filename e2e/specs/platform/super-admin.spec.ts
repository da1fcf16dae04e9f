import { expect, test } from '@playwright/test';
import { demoCompanies, demoEnterpriseAccount } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const bergfjell = demoCompanies[1];

test('a super-admin searches the back office, opens a company and its enterprise account', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await expectPath(page, /\/super-admin-backoffice$/);
  await page.getByLabel('Search for a company or user').fill('bergfjell');
  await expectPath(page, /\/super-admin-backoffice\/search\/bergfjell$/);
  await page.getByRole('link', { name: bergfjell.name }).click();
  await expectPath(page, new RegExp(`/super-admin-backoffice/company/${bergfjell.organisationNumber}$`));
  await expect(page.getByRole('heading', { name: 'Administrators' })).toBeVisible();
  await expect(page.getByText('admin@andel.demo')).toBeVisible();

  await page.getByRole('link', { name: demoEnterpriseAccount.name }).click();
  await expectPath(page, /\/enterprise-account\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Up to 12 general meetings')).toBeVisible();
  await page.getByRole('tab', { name: 'Companies (2)' }).click();
  await expect(page.getByText(bergfjell.name)).toBeVisible();
});
