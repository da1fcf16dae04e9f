import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoUsers } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const [nordlys, bergfjell] = demoCompanies;
const accountant = demoUsers.accountant;

test('an admin gives a custom role to another company from the portfolio, and takes one holder\'s access there away again', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('tablist', { name: 'Porteføljens deler' }).getByRole('tab', { name: 'Kontakter' }).click();
  await page.getByRole('tab', { name: 'Egendefinerte roller' }).click();
  await expectPath(page, /\/portfolio\/all\/contacts\/custom-roles$/);
  const roles = page.getByRole('table', { name: 'Egendefinerte roller' });
  await expect(roles.getByRole('row', { name: new RegExp(`Regnskapsfører.*${nordlys.name}.*1 bruker`) })).toBeVisible();

  await roles.getByRole('link', { name: 'Regnskapsfører' }).click();
  await expectPath(page, /\/portfolio\/all\/contacts\/custom-role\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Legg til selskaper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gi Regnskapsfører i flere selskaper' });
  await dialog.getByRole('checkbox', { name: `${bergfjell.name} (${bergfjell.organisationNumber})` }).check();
  await dialog.getByRole('button', { name: 'Legg til selskaper' }).click();
  await expect(page.getByText('Rollen gjelder nå også i de valgte selskapene.')).toBeVisible();
  const holder = page.getByRole('table', { name: 'Brukere med rollen' }).getByRole('row', { name: new RegExp(accountant.name) });
  await expect(holder.getByText(bergfjell.name)).toBeVisible();

  page.once('dialog', (confirm) => void confirm.accept());
  await holder.getByLabel(`Fjern tilgangen til ${accountant.name} i ${bergfjell.name}`).click();
  await expect(page.getByText('Tilgangen er fjernet.')).toBeVisible();
  await expect(holder.getByText(bergfjell.name)).toHaveCount(0);
  await expect(holder.getByText(nordlys.name)).toBeVisible();
});
