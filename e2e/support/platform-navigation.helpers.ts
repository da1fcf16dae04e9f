import { expect, type Page } from '@playwright/test';
import { openCompanyFromPortfolio } from './navigation.helpers';

/** Opens the entry named `entry` of the top bar's user menu (the initials): "Brukerinnstillinger", "Back office", "Translations". */
export const openFromUserMenu = async (page: Page, entry: string) => {
  await page.getByRole('banner').getByRole('button', { name: /^(Brukermeny|Användarmeny|User menu),/ }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
};

/** As a super-admin anywhere: the back office from the user menu, its search for `query`, and the company named `companyName`. */
export const openBackOfficeCompany = async (page: Page, query: string, companyName: string) => {
  await openFromUserMenu(page, 'Back office');
  await expect(page).toHaveURL(/\/super-admin-backoffice$/, { timeout: 15_000 });
  await page.getByLabel('Search for a company or user').fill(query);
  await page.getByRole('link', { name: companyName, exact: true }).click();
  await expect(page).toHaveURL(/\/super-admin-backoffice\/company\/[^/]+$/, { timeout: 15_000 });
};

/** In a company's admin pages: the company switcher (the top bar's company name) and its "Finn et annet selskap". */
export const openCompanySearch = async (page: Page, currentCompanyName: string) => {
  await page.getByRole('banner').getByRole('button', { name: currentCompanyName, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Finn et annet selskap' }).click();
  await expect(page).toHaveURL(/\/company\/[^/]+\/search$/, { timeout: 15_000 });
};

/** Follows the entry of a company's side menu whose name starts with `entry`, so an unread count after it does not matter ("Meldinger"). */
export const openFromMenuByStart = async (page: Page, menu: 'Selskapsmeny' | 'Styremeny' | 'Aksjonærmeny', entry: string) => {
  await page.getByRole('navigation', { name: menu }).getByRole('link', { name: new RegExp(`^${entry}`) }).click();
};

/** As a shareholder on the portfolio: opens the company in the shareholder portal, then the side menu's entry starting with `entry`. */
export const openShareholderPortalPage = async (page: Page, companyName: string, entry: string) => {
  await openCompanyFromPortfolio(page, companyName, /\/shareholder\/[^/]+\/[^/]+/);
  await openFromMenuByStart(page, 'Aksjonærmeny', entry);
};

/** Back to the portfolio through the top bar's product name, as a person does from anywhere. */
export const backToPortfolio = async (page: Page) => {
  await page.getByRole('banner').getByRole('link', { name: 'Andel', exact: true }).click();
  await expect(page).toHaveURL(/\/portfolio\/all\/companies$/, { timeout: 15_000 });
};
