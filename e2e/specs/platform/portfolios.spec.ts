import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const bergfjell = demoCompanies[1];

test('an admin creates a portfolio, adds a company, stars it and finds it under the starred tab', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);

  await page.getByRole('button', { name: 'Ny portefølje' }).click();
  const create = page.getByRole('dialog', { name: 'Opprett portefølje' });
  await create.getByRole('button', { name: 'Opprett' }).click();
  await expect(create.getByText('Feltet må fylles ut.')).toBeVisible();
  await create.getByLabel(/Navn på porteføljen/).fill('Eiendomsselskaper');
  await create.getByLabel(/Navn på porteføljen/).press('Enter');
  await expectPath(page, /\/portfolio\/[0-9a-f-]{36}\/companies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eiendomsselskaper' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Eiendomsselskaper' })).toBeVisible();
  await expect(page.getByText('Porteføljen har ingen selskaper ennå.')).toBeVisible();

  await page.getByRole('button', { name: 'Legg til selskaper' }).click();
  const add = page.getByRole('dialog', { name: 'Legg til selskaper i Eiendomsselskaper' });
  await add.getByLabel(/Filtrer/).fill('bergfjell');
  await add.getByRole('button', { name: new RegExp(bergfjell.name) }).click();
  await add.getByRole('button', { name: 'Legg til', exact: true }).click();
  await expect(add).toBeHidden();

  const companies = page.getByRole('list', { name: 'Selskaper' });
  await expect(companies.getByRole('listitem')).toHaveCount(1);
  await expect(companies.getByText(bergfjell.name)).toBeVisible();
  await companies.getByRole('button', { name: `Stjernemerk ${bergfjell.name}` }).click();
  await expect(companies.getByRole('button', { name: `Fjern stjernen fra ${bergfjell.name}` })).toBeVisible();

  await page.getByRole('tab', { name: 'Stjernemerket' }).click();
  await expectPath(page, /\/portfolio\/[0-9a-f-]{36}\/companies\/starred$/);
  await expect(companies.getByText(bergfjell.name)).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Alle selskaper' }).click();
  await page.getByRole('tab', { name: 'Stjernemerket' }).click();
  await expect(companies.getByRole('listitem')).toHaveCount(1);
  await expect(companies.getByText(bergfjell.name)).toBeVisible();
});

test('an unknown portfolio address shows the invalid-portfolio state', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  // The typed address is the subject: an unknown portfolio's address.
  await page.goto('/portfolio/00000000-0000-4000-8000-000000000000/companies');
  await expect(page.getByText('Fant ikke porteføljen')).toBeVisible();
});
