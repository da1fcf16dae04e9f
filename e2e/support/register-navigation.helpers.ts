import { expect, type Page } from '@playwright/test';
import { openCompanyFromPortfolio, openFromCompanyMenu } from './navigation.helpers';

/** Back to the portfolio through the top bar's product name, as a person does from anywhere. */
export const backToPortfolio = async (page: Page) => {
  await page.getByRole('banner').getByRole('link', { name: 'Andel', exact: true }).click();
  await expect(page).toHaveURL(/\/portfolio\/all\/companies$/, { timeout: 15_000 });
};

/** Opens another company: back to the portfolio, then the company by name. */
export const switchToCompany = async (page: Page, companyName: string) => {
  await backToPortfolio(page);
  await openCompanyFromPortfolio(page, companyName);
};

/** Opens the shareholder import from the shareholder list's "Importer" button. */
export const openShareholderImport = async (page: Page) => {
  await openFromCompanyMenu(page, 'Aksjonærer');
  await page.getByRole('main').getByRole('link', { name: 'Importer', exact: true }).click();
  await expect(page).toHaveURL(/\/shareholders\/import$/, { timeout: 15_000 });
};

/** Opens an area of the portfolio's follow-up ("Aksjonærer") from the portfolio's "Oppfølging" tab. */
export const openPortfolioFollowUp = async (page: Page, area: string) => {
  await backToPortfolio(page);
  await page.getByRole('tablist', { name: 'Porteføljens deler' }).getByRole('tab', { name: 'Oppfølging' }).click();
  await page.getByRole('tablist', { name: 'Oppfølgingsområder' }).getByRole('tab', { name: new RegExp(`^${area}`) }).click();
};
