import { expect, type Page } from '@playwright/test';
import { openCompanyFromPortfolio, openFromCompanyMenu, openGeneralMeetingByName, openProjectByName } from './navigation.helpers';

/** As an admin on the portfolio: opens the company, then its project named `projectName`. */
export const openProjectFromPortfolio = async (page: Page, companyName: string, projectName: string) => {
  await openCompanyFromPortfolio(page, companyName);
  await openProjectByName(page, projectName);
};

/** As an admin on the portfolio: opens the company, its general meeting of the project `projectName`, and the tab named `tab` ("Direkte møte"). */
export const openGeneralMeetingTab = async (page: Page, companyName: string, projectName: string, tab: string) => {
  await openCompanyFromPortfolio(page, companyName);
  await openGeneralMeetingByName(page, projectName);
  await page.getByRole('main').getByRole('tab', { name: tab, exact: true }).click();
};

/** As a board member on the portfolio: opens the company in the board portal, then the entry of its side menu named `entry` ("Møter"). */
export const openBoardPortalPage = async (page: Page, companyName: string, entry: string) => {
  await openCompanyFromPortfolio(page, companyName, /\/board-member\/[^/]+/);
  await page.getByRole('navigation', { name: 'Styremeny' }).getByRole('link', { name: entry, exact: true }).click();
};

/** As someone on the portfolio who may see the company's archive: opens it from the side menu, at the root folder named `root` when given. */
export const openCompanyArchive = async (page: Page, companyName: string, root?: string) => {
  await openCompanyFromPortfolio(page, companyName);
  await openFromCompanyMenu(page, 'Arkiv');
  await expect(page).toHaveURL(/\/archive(\/[a-z-]+)?$/, { timeout: 15_000 });
  if (root) await page.getByRole('navigation', { name: 'Rotmapper' }).getByRole('link', { name: root, exact: true }).click();
};
