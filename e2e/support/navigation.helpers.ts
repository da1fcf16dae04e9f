import { expect, type Page } from '@playwright/test';

/** Opens a company from the portfolio's company list, as a person does after signing in. */
export const openCompanyFromPortfolio = async (page: Page, companyName: string) => {
  await expect(page).toHaveURL(/\/portfolio\/all\/companies$/, { timeout: 15_000 });
  await page.getByRole('main').getByText(companyName, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/company\/[^/]+/, { timeout: 15_000 });
};

/** Follows an entry of the company's side menu ("Aksjonærer", "Transaksjoner"). */
export const openFromCompanyMenu = async (page: Page, entry: string) => {
  await page.getByRole('navigation', { name: 'Selskapsmeny' }).getByRole('link', { name: entry }).click();
};

/** Types into the portfolio's company search and chooses the hit named `name`, which shows `hint` (how it opens). */
export const searchAndChoose = async (page: Page, query: string, name: string, hint: string) => {
  await page.getByRole('combobox', { name: 'Søk etter selskap' }).fill(query);
  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect(option).toContainText(hint);
  await option.click();
};
