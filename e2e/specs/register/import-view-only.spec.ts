import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('a custom role that may only view the shareholders is not offered the import', async ({ page }) => {
  await signInAs(page, 'accountant');
  await openCompanyFromPortfolio(page, nordlys.name);
  await expectPath(page, /\/shareholders\/list/);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Importer', exact: true })).toHaveCount(0);
});
