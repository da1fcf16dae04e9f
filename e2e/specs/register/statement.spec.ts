import { expect, test } from '@playwright/test';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('the shareholder register statement for the year lists the year’s transfers, and without a filing service is filed by hand', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('tab', { name: 'Aksjonærregisteroppgave' }).click();
  await expectPath(page, /\/portfolio\/all\/companies\/ar-status$/);
  const statuses = page.getByRole('table', { name: 'Aksjonærregisteroppgave' });
  await expect(statuses.getByRole('row', { name: new RegExp(`${nordlys.name}.*2025.*Forfalt.*Frist 2026-01-31`) })).toBeVisible();
  // The Swedish company files no Norwegian statement.
  await expect(statuses.getByRole('row', { name: /Skärgårdens Design AB/ })).toHaveCount(0);

  await page.goto('/portfolio/all/companies');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Aksjonærregisteroppgave');
  await expectPath(page, /\/shareholders\/statement\/new$/);
  await expect(page.getByText('Ikke koblet til innsendingstjenesten')).toBeVisible();
  await page.getByRole('tab', { name: 'Endringer' }).click();
  const changes = page.getByRole('table', { name: 'Endringer' });
  // The demo's four transfers of 2025 (January to April), each seller and buyer a row; the purchases at 31.50.
  await expect(changes.getByRole('row', { name: /Kjøp\/salg.*31,50 NOK/ })).toHaveCount(6);
  await expect(changes.getByRole('row', { name: /Gave/ })).toHaveCount(2);
  await expect(changes.getByRole('row', { name: /2024/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Marker som sendt' }).click();
  await expect(page.getByText('Oppgaven er registrert som sendt.')).toBeVisible();
  await expect(page.getByText('Sendt', { exact: true })).toBeVisible();
});
