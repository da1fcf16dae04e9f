import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoSwedishShareholderId } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const skargarden = demoCompanies[2];

test('a Swedish company records a shareholder contribution and the holder sees it in the portal', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, skargarden.name);
  // Contributions are kept by Swedish companies; the Norwegian commitments entry is not in this menu.
  await expect(page.getByRole('navigation', { name: 'Selskapsmeny' }).getByRole('link', { name: 'Kapitalforpliktelser' })).toHaveCount(0);
  await openFromCompanyMenu(page, 'Aksjonærtilskudd');
  await expectPath(page, /\/shareholders\/contributions$/);
  await expect(page.getByRole('table', { name: 'Per aksjonær' }).getByRole('row', { name: /Elsa Lind/ })).toBeVisible();

  await page.getByRole('link', { name: 'Registrer tilskudd' }).click();
  await expectPath(page, /\/shareholders\/contributions\/new\/contribution$/);
  await page.getByRole('combobox', { name: 'Aksjonær' }).click();
  await page.getByRole('option', { name: 'Elsa Lind' }).click();
  await page.getByLabel('Beløp').fill('-5');
  await page.getByRole('button', { name: 'Registrer', exact: true }).click();
  await expect(page.getByText('Tallet må være 0 eller større.')).toBeVisible();
  await expectPath(page, /\/new\/contribution$/);

  await page.getByLabel('Beløp').fill('12345,67');
  await page.getByLabel('Kommentar').fill('Tillskott enligt styrelsebeslut');
  await page.getByRole('button', { name: 'Registrer', exact: true }).click();
  await expectPath(page, /\/shareholders\/contributions\/log\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('table', { name: 'Detaljer' }).getByRole('row', { name: /Elsa Lind.*12\s345,67\sSEK/ })).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, 'swedishShareholder');
  await openCompanyFromPortfolio(page, skargarden.name, new RegExp(`/shareholder/${skargarden.organisationNumber}/${demoSwedishShareholderId}/`));
  await page.getByRole('link', { name: 'Aktieägartillskott' }).click();
  await expectPath(page, /\/contributions$/);
  const log = page.getByRole('table', { name: 'Logg' });
  await expect(log.getByRole('row', { name: /Tillskott.*12\s345,67\sSEK.*Tillskott enligt styrelsebeslut/ })).toBeVisible();
  // Her summary: 500 000 committed, 200 000 + 12 345.67 contributed, 20 000 recallable: 307 654.33 remaining.
  await expect(page.getByRole('table', { name: 'Per aktieägare' }).getByRole('cell', { name: /307\s654,33/ })).toBeVisible();
});
