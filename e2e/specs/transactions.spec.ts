import { expect, test, type Page } from '@playwright/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from './sign-in.helpers';

const nordlys = demoCompanies[0].organisationNumber;
const base = `/company/${nordlys}`;

/** Adds a person to the register and names it, through the shareholder screens. */
const addPerson = async (page: Page, name: string) => {
  await page.goto(`${base}/shareholders/list`);
  await page.getByRole('button', { name: 'Ny person' }).first().click();
  await expectPath(page, /\/shareholders\/list\/[0-9a-f-]+\/details$/);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/shareholder/update') && (response.request().postData() ?? '').includes(name));
  await page.getByLabel('Navn', { exact: true }).fill(name);
  expect((await saved).status()).toBe(200);
};

/** Opens a type's form from the log's "new transaction" menu. */
const openForm = async (page: Page, type: string) => {
  await page.goto(`${base}/shareholders/transactions`);
  await page.getByRole('button', { name: 'Ny transaksjon' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
};

const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** A holder's total shares as the shareholder list shows them. */
const sharesInList = async (page: Page, name: string) => {
  await page.goto(`${base}/shareholders/list?filter=${encodeURIComponent(JSON.stringify({ status: 'all', q: name }))}`);
  const cell = page.getByRole('row', { name: new RegExp(name) }).locator('td.column-totalShares');
  await expect(cell).toBeVisible();
  return Number((await cell.textContent())!.replace(/\D/g, ''));
};

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
});

test('an issue entered from its form gives the subscriber shares, shown in the list and the details', async ({ page }) => {
  await addPerson(page, 'Emil Emisjon');
  await openForm(page, 'Emisjon');
  await expectPath(page, /\/shareholders\/transactions\/new\/issue$/);
  await page.getByLabel('Dato', { exact: true }).fill('2026-02-02');
  await pick(page, 'Aksjonær', 'Emil Emisjon');
  await choose(page, 'Aksjeklasse', 'A-aksjer');
  await page.getByLabel('Antall aksjer').fill('500');
  await page.getByLabel('Kurs per aksje').fill('12,50');
  await page.getByRole('button', { name: 'Registrer' }).click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Transaksjonen er registrert.')).toBeVisible();
  expect(await sharesInList(page, 'Emil Emisjon')).toBe(500);
});
