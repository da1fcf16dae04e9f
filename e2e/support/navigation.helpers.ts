import { expect, type Page } from '@playwright/test';

/**
 * Opens a company from the portfolio's company list, as a person does after signing in; `opens` is where it
 * leads (the admin console, or the board member's or shareholder's portal).
 */
export const openCompanyFromPortfolio = async (page: Page, companyName: string, opens: RegExp = /\/company\/[^/]+/) => {
  await expect(page).toHaveURL(/\/portfolio\/all\/companies$/, { timeout: 15_000 });
  await page.getByRole('main').getByText(companyName, { exact: true }).first().click();
  await expect(page).toHaveURL(opens, { timeout: 15_000 });
};

/** Follows an entry of the company's side menu ("Aksjonærer", "Transaksjoner"), and waits until the address is the entry's. */
export const openFromCompanyMenu = async (page: Page, entry: string) => {
  const link = page.getByRole('navigation', { name: 'Selskapsmeny' }).getByRole('link', { name: entry });
  const path = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 15_000 });
};

/**
 * Opens a company's side-menu `entry` as a person does: from within the company's console, by the menu; from
 * anywhere else, from the start page (the portfolio, once signed in) by the company's name first.
 */
export const openCompanyMenuEntry = async (page: Page, company: { name: string; organisationNumber: string }, entry: string) => {
  // A sign-in still on its way lands on the portfolio: leaving the sign-in page before that would undo it.
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
  const inCompany = new RegExp(`/company/${company.organisationNumber}(/|$)`);
  if (!inCompany.test(new URL(page.url()).pathname)) {
    if (new URL(page.url()).pathname !== '/portfolio/all/companies') await page.goto('/');
    await openCompanyFromPortfolio(page, company.name, inCompany);
  }
  await openFromCompanyMenu(page, entry);
};

/** Types into the portfolio's company search and chooses the hit named `name`, which shows `hint` (how it opens). */
export const searchAndChoose = async (page: Page, query: string, name: string, hint: string) => {
  await page.getByRole('combobox', { name: 'Søk etter selskap' }).fill(query);
  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect(option).toContainText(hint);
  await option.click();
};

/** Opens a project by its name from the company's project list (the side menu's "Prosjekter"). */
export const openProjectByName = async (page: Page, projectName: string) => {
  await openFromCompanyMenu(page, 'Prosjekter');
  await page.getByRole('main').getByRole('link', { name: projectName, exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/, { timeout: 15_000 });
};

/** Opens a general meeting by its project's name from the side menu's "Generalforsamlinger". */
export const openGeneralMeetingByName = async (page: Page, projectName: string) => {
  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await page.getByRole('main').getByRole('link', { name: new RegExp(`^${projectName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page).toHaveURL(/\/general-meeting-preview\/[0-9a-f-]{36}/, { timeout: 15_000 });
};

/** Narrows the shareholder list to a status ("Alle", "Tidligere") and, when given, a name search. */
export const filterShareholders = async (page: Page, status: string, query?: string) => {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  if (query) await page.getByPlaceholder('Søk').fill(query);
};

/** Opens the company's settings from the top bar's "Selskapsinnstillinger" (admins only), on the tab named `tab` ("Brukere", "Tilganger"). */
export const openCompanySettings = async (page: Page, tab?: string) => {
  await page.getByRole('banner').getByRole('link', { name: 'Selskapsinnstillinger' }).click();
  await expect(page).toHaveURL(/\/settings(\/[a-z-]+)?$/, { timeout: 15_000 });
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
};
