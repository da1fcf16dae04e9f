import { expect } from '@playwright/test';
import { test } from '../../support/test';
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

test('a super-admin gives an enterprise account a logo, which its companies show in the top bar', async ({ page, browser }) => {
  // A 1×1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await signInAs(page, 'superAdmin');
  await expectPath(page, /\/super-admin-backoffice$/);
  await page.getByLabel('Search for a company or user').fill('bergfjell');
  await page.getByRole('link', { name: bergfjell.name }).click();
  await page.getByRole('link', { name: demoEnterpriseAccount.name }).click();
  await expectPath(page, /\/enterprise-account\/[0-9a-f-]{36}$/);
  await page.getByText('Upload logo').locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('The logo has been saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo of ${demoEnterpriseAccount.name}` })).toBeVisible();
  // A file that only claims to be an image is refused.
  await page.getByText('Upload logo').locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') });
  await expect(page.getByText('The logo must be PNG, JPEG or WebP.')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin');
  await expectPath(admin, /\/portfolio\/all\/companies$/);
  await admin.getByRole('main').getByText(bergfjell.name, { exact: true }).first().click();
  await expectPath(admin, new RegExp(`/company/${bergfjell.organisationNumber}`));
  await expect(admin.getByRole('banner').getByRole('img', { name: `Logo for ${bergfjell.name}` })).toBeVisible();
});

test('a super-admin opens the background jobs that failed every retry, none in a healthy system', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await expectPath(page, /\/super-admin-backoffice$/);
  await page.getByRole('tab', { name: 'Failed jobs' }).click();
  await expectPath(page, /\/super-admin-backoffice\/dead-letters$/);
  await expect(page.getByText('No background job has failed.')).toBeVisible();
});
