import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { openCompanyFromPortfolio, openCompanySettings, openFromCompanyMenu } from '../../support/navigation.helpers';

const nordlys = demoCompanies[0];

test('a custom role with shareholders VIEW sees the list but cannot edit it, in the console or the API', async ({ page }) => {
  await signInAs(page, 'accountant');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Aksjonærer');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Selskapsmeny' });
  await expect(menu.getByRole('link', { name: 'Aksjonærer' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Transaksjoner' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Aksjeklasser' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ny person' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Rediger alle' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Importer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eksporter' })).toHaveCount(0);

  const status = await page.evaluate(async (orgNo) => {
    const token = document.cookie.split('; ').find((cookie) => cookie.startsWith('andel.csrf='))?.split('=')[1] ?? '';
    const response = await fetch('/api/shareholder/new-shareholder', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
      body: JSON.stringify({ orgNo, shareholderType: 'PERSON' }),
    });
    return response.status;
  }, nordlys.organisationNumber);
  expect(status).toBe(403);
});

test('an admin creates a custom role with a level per feature and sees it listed', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openCompanySettings(page, 'Tilganger');
  await expect(page.getByText('Regnskapsfører')).toBeVisible();
  await page.getByRole('button', { name: 'Ny rolle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny rolle' });
  await dialog.getByRole('textbox', { name: 'Navn', exact: true }).fill('Revisor');
  await dialog.getByRole('radiogroup', { name: 'Aksjonærer', exact: true }).getByLabel('Se').check();
  await dialog.getByRole('radiogroup', { name: 'Transaksjoner', exact: true }).getByLabel('Se').check();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Rollen er lagret.')).toBeVisible();
  const revisor = page.getByRole('listitem').filter({ hasText: 'Revisor' });
  await expect(revisor.getByText('Aksjonærer: Se')).toBeVisible();
  await expect(revisor.getByText('Transaksjoner: Se')).toBeVisible();
});

test('a role that views shareholders and transactions sees them whole and is offered nothing it may not do', async ({ page }) => {
  await signInAs(page, 'accountant');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Aksjonærer');
  // Holdings per class are named by their class.
  await page.getByLabel('Visning').click();
  await page.getByRole('option', { name: 'Alle aksjer' }).click();
  await expect(page.getByRole('columnheader', { name: 'A-aksjer' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'B-aksjer' })).toBeVisible();
  await page.getByLabel('Aksjeklasse').click();
  await expect(page.getByRole('option', { name: 'B-aksjer' })).toBeVisible();
  await page.keyboard.press('Escape');

  await openFromCompanyMenu(page, 'Transaksjoner');
  await expect(page.getByRole('cell', { name: 'Aksjebeholdning per dato' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ny transaksjon' })).toHaveCount(0);
  await page.getByRole('cell', { name: 'Aksjebeholdning per dato' }).click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Løpenr.', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /A-aksjer/ }).first()).toBeVisible();
  for (const action of ['Endre dato', 'Slett transaksjon']) await expect(page.getByRole('button', { name: action })).toHaveCount(0);

  // The typed address is the subject: an address typed by hand says plainly that the role may not record transactions.
  await page.goto(`/company/${nordlys.organisationNumber}/shareholders/transactions/new/issue`);
  await expect(page.getByText('Rollen din kan se transaksjoner, men ikke registrere eller endre dem.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrer' })).toHaveCount(0);
});
