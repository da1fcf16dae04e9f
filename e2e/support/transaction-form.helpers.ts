import type { Page } from '@playwright/test';
import { openCompanyMenuEntry } from './navigation.helpers';

/** Opens a type's form from the "new transaction" menu of the company's log (its side menu's "Transaksjoner"). */
export const openTransactionForm = async (page: Page, company: { name: string; organisationNumber: string }, type: string) => {
  await openCompanyMenuEntry(page, company, 'Transaksjoner');
  await page.getByRole('button', { name: 'Ny transaksjon' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks an option of a searchable combobox (holders) by typing its name; a holder's option adds "(birth date or organisation number, holding)". */
export const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: new RegExp(`^${escaped(option)}( \\(.*\\))?$`) }).first().click();
};

/** Chooses an option of a plain select. */
export const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
