import { expect, test } from '@playwright/test';
import { demoCompanies, demoUnregisteredCompany, demoUsers } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { searchAndChoose } from '../../support/navigation.helpers';

const bergfjell = demoCompanies[1];

test('a company kept here is asked for, then shows as pending and opens the request', async ({ page }) => {
  // The board chair of Nordlys has no access to Bergfjell, a customer kept here: a draft for them.
  await signInAs(page, 'board');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await searchAndChoose(page, 'Bergfjell', bergfjell.name, 'Be om tilgang');

  const dialog = page.getByRole('dialog', { name: 'Be om tilgang' });
  await expect(dialog).toContainText(`${bergfjell.name} er registrert i Andel`);
  // A customer needs the receiver and a personal note.
  await dialog.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(dialog.getByText('Feltet må fylles ut.').first()).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Tilgang du ber om' }).click();
  await page.getByRole('option', { name: 'Styreportalen' }).click();
  await dialog.getByRole('textbox', { name: 'E-post til en administrator' }).fill(demoUsers.admin.email);
  await dialog.getByRole('textbox', { name: 'Personlig melding' }).fill('Jeg er styreleder i morselskapet.');
  await dialog.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(page.getByText(`Forespørselen om tilgang til ${bergfjell.name} er sendt.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const companies = page.getByRole('list', { name: 'Selskaper' });
  const pending = companies.getByRole('button', { name: new RegExp(`^${bergfjell.name}`) });
  await expect(pending).toContainText('Venter på svar');
  await pending.click();
  await expectPath(page, /\/invitation-request\/[0-9a-f-]+$/);
  await expect(page.getByText('Forespørselen din venter på svar fra selskapets administratorer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Godta' })).toHaveCount(0);
});

test('a company not kept here is registered directly, with the user as its first administrator', async ({ page }) => {
  await signInAs(page, 'shareholder');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await searchAndChoose(page, 'Fjordvind', demoUnregisteredCompany.name, 'Registrer selskapet');
  await expectPath(page, new RegExp(`/company/${demoUnregisteredCompany.organisationNumber}`));
  await expect(page.getByText(demoUnregisteredCompany.name).first()).toBeVisible();

  // Back in the portfolio it is one of the user's companies, administered, and not yet connected as a customer.
  await page.goto('/portfolio/all/companies/not-connected');
  const entry = page.getByRole('list', { name: 'Selskaper' }).getByRole('button', { name: new RegExp(`^${demoUnregisteredCompany.name}`) });
  await expect(entry).toContainText('Administrator');
});

test('the company search is also reachable inside a company', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${bergfjell.organisationNumber}/search`);
  await expect(page.getByRole('heading', { name: 'Finn selskap' })).toBeVisible();
  await searchAndChoose(page, 'Nordlys Tek', demoCompanies[0].name, demoCompanies[0].organisationNumber);
  await expectPath(page, new RegExp(`/company/${demoCompanies[0].organisationNumber}$`));
});
