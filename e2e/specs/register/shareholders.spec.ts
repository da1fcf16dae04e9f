import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { filterShareholders, openCompanyMenuEntry, openFromCompanyMenu } from '../../support/navigation.helpers';
import { findShareholder } from '../../support/shareholder-list.helpers';

const skargard = demoCompanies[2];
const bergfjell = demoCompanies[1];

test('an admin adds a person by name (nothing is created until saved), fills in the details and sees a birth date in the list', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await openCompanyMenuEntry(page, bergfjell, 'Aksjonærer');
  await filterShareholders(page, 'Alle');
  await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').status === 'all');
  // Counted as a fresh page shows them, as after the reload below.
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const holdersBefore = await page.getByRole('row').count();
  // Opening the form and cancelling leaves no blank holder behind.
  await page.getByRole('button', { name: 'Ny person' }).first().click();
  await page.getByRole('dialog', { name: 'Ny person' }).getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await page.getByRole('row').count()).toBe(holdersBefore);
  await expect(page.getByRole('row', { name: /uten navn/i })).toHaveCount(0);

  await page.getByRole('button', { name: 'Ny person' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ny person' });
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expect(dialog.getByText('Feltet må fylles ut.')).toBeVisible();
  await dialog.getByLabel('Navn').fill('Kari Testesen');
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expectPath(page, /\/shareholders\/list\/[0-9a-f-]+\/details$/);
  await expect(page.getByLabel('Navn', { exact: true })).toHaveValue('Kari Testesen');
  await page.getByLabel('Postnummer').fill('0000');
  await expect(page.getByText('Ukjent postnummer.')).toBeVisible();
  await page.getByLabel('Postnummer').fill('1300');
  await expect(page.getByLabel('Poststed')).toHaveValue('SANDVIKA');
  const idSaved = page.waitForResponse((response) => response.url().endsWith('/api/shareholder/update') && (response.request().postData() ?? '').includes('13097248022'));
  await page.getByLabel('Fødselsnummer').fill('13097248022');
  expect((await idSaved).status()).toBe(200);
  // Without shares she is not a current holder: the list shows her under "all", with her birth date, not her number.
  await findShareholder(page, bergfjell, 'Testesen');
  const row = page.getByRole('row', { name: /Kari Testesen/ });
  await expect(row).toContainText('1972-09-13');
  await expect(row).not.toContainText('13097248022');

  // A holder that never held shares can be removed again, after confirming.
  await row.locator('td.column-name').click();
  await page.getByRole('button', { name: 'Slett aksjonær' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Slett aksjonær' }).click();
  await expect(page.getByText('Aksjonæren er slettet.')).toBeVisible();
  // The list keeps its filter in the address.
  await expectPath(page, /\/shareholders\/list(\?.*)?$/);
  await findShareholder(page, bergfjell, 'Testesen');
  await expect(page.getByRole('row', { name: /Kari Testesen/ })).toHaveCount(0);
});

test('the edit-all mode stores each cell and shows the server validation message', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyMenuEntry(page, skargard, 'Aksjonærer');
  await page.getByRole('button', { name: 'Nytt selskap' }).first().click();
  await page.getByRole('dialog', { name: 'Nytt selskap' }).getByLabel('Navn').fill('Aaberg Testbedrift AS');
  await page.getByRole('dialog', { name: 'Nytt selskap' }).getByRole('button', { name: 'Opprett' }).click();
  await expectPath(page, /\/details$/);
  await openFromCompanyMenu(page, 'Aksjonærer');
  await page.getByRole('link', { name: 'Rediger alle' }).click();
  await expectPath(page, /\/shareholders\/edit$/);
  // Sorted by name, the new company comes first.
  const row = page.getByRole('row').nth(1);
  await expect(row.getByRole('textbox', { name: 'Navn' })).toHaveValue('Aaberg Testbedrift AS');
  await row.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill('92360901');
  await expect(row.getByText('Et norsk organisasjonsnummer har 9 sifre.')).toBeVisible();
  await row.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill('889640782');
  await expect(row.getByRole('textbox', { name: 'Organisasjonsnummer' })).not.toHaveAttribute('aria-invalid', 'true');
  const nameSaved = page.waitForResponse(
    (response) => response.url().endsWith('/api/shareholder/update') && (response.request().postData() ?? '').includes('Equinor ASA'),
  );
  await row.getByRole('textbox', { name: 'Navn' }).fill('Equinor ASA');
  expect((await nameSaved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Navn' }).and(page.locator('[value="Equinor ASA"]'))).toHaveCount(1);
});

test('the list shows current holders by votes with locale-formatted numbers', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyMenuEntry(page, bergfjell, 'Aksjonærer');
  await expect(page.locator('td.column-totalVotes').first()).toBeVisible();
  const votes = await page.locator('td.column-totalVotes').allTextContents();
  const numbers = votes.map((text) => Number(text.replace(/\s/g, '').replace(',', '.')));
  expect(numbers.length).toBeGreaterThan(5);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  expect(votes[0]).toMatch(/^\d{1,3}( \d{3})*(,\d+)?$/);
  await page.screenshot({ path: '../.data/shareholder-list.png', fullPage: true });
});

test('the transaction log shows the demo history, filterable by type', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyMenuEntry(page, bergfjell, 'Transaksjoner');
  await expect(page.getByRole('cell', { name: 'Aksjebeholdning per dato' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Kjøp/salg' }).first()).toBeVisible();
  await page.getByLabel('Vis').click();
  await page.getByRole('option', { name: 'Overdragelser' }).click();
  await expect(page.getByRole('cell', { name: 'Aksjebeholdning per dato' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Gave' }).first()).toBeVisible();
});

test("a holder's transactions tab lists the holder's entries, newest first, each opening its entry", async ({ page }) => {
  await signInAs(page, 'admin');
  // The largest holder (the list's first row, by votes).
  await openCompanyMenuEntry(page, bergfjell, 'Aksjonærer');
  const largest = page.getByRole('row').nth(1).locator('td.column-name');
  const holder = { name: (await largest.textContent())! };
  await largest.click();
  await expectPath(page, /\/shareholders\/list\/[0-9a-f-]{36}\/overview$/);
  await page.getByRole('tab', { name: 'Transaksjoner' }).click();
  await expect(page.getByText('Aksjonæren har ingen transaksjoner ennå.')).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Aksjonærens transaksjoner' });
  // Every demo holder entered the register with the opening (or an issue): its shares show as received, with a plus.
  const opening = table.getByRole('row', { name: /Aksjebeholdning per dato|Emisjon/ }).last();
  await expect(opening).toContainText(/\+\d/);
  const dates = (await table.locator('tbody tr td:first-child').allTextContents()).map((text) => text.trim());
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(dates).toEqual([...dates].sort().reverse());
  await opening.getByRole('link').click();
  await expectPath(page, new RegExp(`/company/${bergfjell.organisationNumber}/shareholders/transactions/[0-9a-f-]+$`));
  await expect(page.getByText('Endringer per aksjonær')).toBeVisible();
  await expect(page.getByText(holder.name).first()).toBeVisible();
});
