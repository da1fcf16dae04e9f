import { expect, type Page } from '@playwright/test';
import { filterShareholders, openCompanyMenuEntry } from './navigation.helpers';

type Company = { name: string; organisationNumber: string };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shareholder list's filter, as its address carries it once applied. */
const listFilter = (url: URL) => JSON.parse(url.searchParams.get('filter') ?? '{}') as { status?: string; q?: string };

/**
 * Opens the company's shareholder list from its side menu, narrowed to every holder (current or former) named like
 * `name`, and answers that holder's row. The search applies after a pause; the address carries it once it has, and a
 * click before that would be undone by it.
 */
export const findShareholder = async (page: Page, company: Company, name: string) => {
  await openCompanyMenuEntry(page, company, 'Aksjonærer');
  await filterShareholders(page, 'Alle', name);
  await expect(page).toHaveURL((url) => listFilter(url).status === 'all' && listFilter(url).q === name, { timeout: 15_000 });
  return page.getByRole('row', { name: new RegExp(escaped(name)) }).first();
};

/** The total shares the shareholder list shows for the holder named `name`. */
const sharesOf = async (page: Page, company: Company, name: string) => {
  const cell = (await findShareholder(page, company, name)).locator('td.column-totalShares');
  await expect(cell).toBeVisible({ timeout: 15_000 });
  return cell;
};

/** Reads a holder's total shares from the shareholder list. */
export const sharesInList = async (page: Page, company: Company, name: string) => Number((await (await sharesOf(page, company, name)).textContent())!.replace(/\D/g, ''));

/** Expects the shareholder list to show `shares` for the holder named `name` (once the list has refreshed). */
export const expectSharesInList = async (page: Page, company: Company, name: string, shares: number) => {
  const cell = await sharesOf(page, company, name);
  await expect.poll(async () => Number((await cell.textContent())!.replace(/\D/g, '')), { timeout: 15_000 }).toBe(shares);
};

/** Opens the holder named `name` from the shareholder list, on its overview. */
export const openShareholder = async (page: Page, company: Company, name: string) => {
  await (await findShareholder(page, company, name)).getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/shareholders\/list\/[0-9a-f-]{36}\/overview$/, { timeout: 15_000 });
};
