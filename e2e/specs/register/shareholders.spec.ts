import { expect, test } from '@playwright/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const skargard = demoCompanies[2];
const bergfjell = demoCompanies[1];

test('an admin adds a person and fills in the details, each field saved after a pause', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${bergfjell.organisationNumber}/shareholders/list`);
  await page.getByRole('button', { name: 'Ny person' }).first().click();
  await expectPath(page, /\/shareholders\/list\/[0-9a-f-]+\/details$/);
  await page.getByLabel('Navn', { exact: true }).fill('Kari Testesen');
  await page.getByLabel('Postnummer').fill('0000');
  await expect(page.getByText('Ukjent postnummer.')).toBeVisible();
  await page.getByLabel('Postnummer').fill('1300');
  await expect(page.getByLabel('Poststed')).toHaveValue('SANDVIKA');
  // Without shares she is not a current holder: the list shows her under "all".
  await page.goto(`/company/${bergfjell.organisationNumber}/shareholders/list?filter=${encodeURIComponent('{"status":"all","q":"Testesen"}')}`);
  await expect(page.getByRole('row', { name: /Kari Testesen/ })).toBeVisible();
});

test('the edit-all mode stores each cell and shows the server validation message', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${skargard.organisationNumber}/shareholders/list`);
  await page.getByRole('button', { name: 'Nytt selskap' }).first().click();
  await expectPath(page, /\/details$/);
  await page.goto(`/company/${skargard.organisationNumber}/shareholders/edit`);
  // Sorted by name, the new company without one comes first.
  const row = page.getByRole('row').nth(1);
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
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${bergfjell.organisationNumber}/shareholders/list`);
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const votes = await page.locator('td.column-totalVotes').allTextContents();
  const numbers = votes.map((text) => Number(text.replace(/\s/g, '').replace(',', '.')));
  expect(numbers.length).toBeGreaterThan(5);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  expect(votes[0]).toMatch(/^\d{1,3}( \d{3})*(,\d+)?$/);
  await page.screenshot({ path: '../.data/shareholder-list.png', fullPage: true });
});

test('the transaction log shows the demo history, filterable by type', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${bergfjell.organisationNumber}/shareholders/transactions`);
  await expect(page.getByRole('cell', { name: 'Aksjebeholdning per dato' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Kjøp/salg' }).first()).toBeVisible();
  await page.getByLabel('Vis').click();
  await page.getByRole('option', { name: 'Overdragelser' }).click();
  await expect(page.getByRole('cell', { name: 'Aksjebeholdning per dato' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Gave' }).first()).toBeVisible();
});

test("a holder's transactions tab lists the holder's entries, newest first, each opening its entry", async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  // The largest holder (the list's first row, by votes).
  const [holder] = (await (await page.request.get(`/api/company/${bergfjell.organisationNumber}/shareholders/list`)).json()) as { id: string; name: string }[];
  await page.goto(`/company/${bergfjell.organisationNumber}/shareholders/list/${holder!.id}/overview`);
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
  await expect(page.getByText(holder!.name).first()).toBeVisible();
});
