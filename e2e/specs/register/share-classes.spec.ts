import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { signInAs, expectPath } from '../../support/sign-in.helpers';
import { openCompanyMenuEntry } from '../../support/navigation.helpers';

const bergfjell = demoCompanies[1];

test('an admin adds a share class with custom votes and sees it in the list', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await openCompanyMenuEntry(page, bergfjell, 'Aksjeklasser');
  await page.getByRole('link', { name: /opprett|create/i }).first().click();
  await expectPath(page, /\/shareholders\/classes\/create$/);
  // The form's select, not the list's column header that may still show while the form loads.
  await page.getByRole('combobox', { name: 'Klasse' }).click();
  await page.getByRole('option', { name: 'C-aksjer' }).click();
  await page.getByLabel('Stemmer per aksje').fill('0,5');
  await page.getByRole('button', { name: /lagre|save/i }).click();
  await expectPath(page, /\/shareholders\/classes$/);
  const row = page.getByRole('row', { name: /C-aksjer/ });
  await expect(row).toContainText('0,5');

  // The class opens under its name, its votes written as Norwegian writes them.
  await row.getByRole('cell', { name: 'C-aksjer' }).click();
  await expectPath(page, /\/shareholders\/classes\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Stemmer per aksje', { exact: true })).toHaveValue('0,5');
  await expect(page.getByRole('main')).toContainText('C-aksjer');
  await expect(page.getByRole('main')).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await page.getByLabel('Stemmer per aksje', { exact: true }).fill('0,25');
  await page.getByRole('button', { name: /lagre|save/i }).click();
  await expectPath(page, /\/shareholders\/classes$/);
  await expect(page.getByRole('row', { name: /C-aksjer/ })).toContainText('0,25');
});

test('an admin changes a class\'s votes per share from a date, and the register of an earlier date keeps the old votes', async ({ page }) => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const votesOn = async (date?: string) =>
    (await (await page.request.get(`/api/company/${bergfjell.organisationNumber}/register${date ? `?date=${date}` : ''}`)).json()).totalVotes as string;
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  const [earlier, today] = [await votesOn(day(-2)), await votesOn()];
  await openCompanyMenuEntry(page, bergfjell, 'Aksjeklasser');
  await page.getByRole('row', { name: /A-aksjer/ }).first().getByRole('cell', { name: 'A-aksjer', exact: true }).click();
  await expectPath(page, /\/shareholders\/classes\/[^/]+$/);
  // The new value applies from a date, today unless changed.
  const from = page.getByLabel('Stemmer per aksje gjelder fra');
  await expect(from).toHaveValue(day(0));
  await from.fill(day(-1));
  await page.getByLabel('Stemmer per aksje', { exact: true }).fill('3');
  await page.getByRole('button', { name: /lagre|save/i }).click();
  await expectPath(page, /\/shareholders\/classes$/);
  await expect(page.getByRole('row', { name: /A-aksjer/ }).first()).toContainText('3');
  expect(await votesOn()).not.toBe(today);
  expect(await votesOn(day(-2))).toBe(earlier);
});
