import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio, openCompanySettings } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const bergfjell = demoCompanies[1];

test('an admin sees the price band, upgrades the subscription and turns the shareholder portal off and on', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, bergfjell.name);
  await openCompanySettings(page);
  await expectPath(page, /\/settings\/users$/);

  await page.getByRole('tab', { name: 'Abonnement' }).click();
  await expectPath(page, /\/settings\/billing$/);
  await expect(page.getByRole('heading', { name: /Nåværende abonnement: Basis/ })).toBeVisible();
  await expect(page.getByText(/aksjonærer med aksjer/)).toBeVisible();
  // The seeds' bands: Bergfjell's 24 holders fall in 10–29, which costs 10 000 a year; 100 and more ask for contact.
  const prices = page.getByRole('table', { name: 'Priser etter antall aksjonærer' });
  await expect(prices.getByRole('row', { selected: true })).toContainText('10–29');
  await expect(prices.getByRole('row', { selected: true })).toContainText(/10\s000/);
  await expect(prices.getByRole('row', { name: /100 og flere/ })).toContainText('Kontakt oss for pris');
  await page.getByRole('button', { name: 'Velg Pro' }).click();
  await expect(page.getByText('Abonnementet er endret.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Nåværende abonnement: Pro/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Aksjonærer' }).click();
  const portal = page.getByRole('switch', { name: 'Aksjonærportalen er på' });
  await expect(portal).toBeChecked();
  await portal.uncheck();
  await expect(page.getByText('Aksjonærportalen er slått av.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Aksjonærportalen er på' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Aksjonærportalen er på' }).check();
  await expect(page.getByText('Aksjonærportalen er slått på.')).toBeVisible();
});
