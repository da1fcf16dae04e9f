import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoNamesakes } from '@andel/db';
import { expectNoSeriousA11yViolations } from '../../support/accessibility.helpers';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { sendPdfForEmailSigning, signingLinkTo } from '../../support/signing.helpers';

const [nordlys, , skargarden] = demoCompanies;

/** Follows an entry of a portal's side menu, named `menu` ("Styremeny", "Aksjonærmeny"). */
const openFromMenu = async (page: Page, menu: string, entry: string) => {
  await page.getByRole('navigation', { name: menu }).getByRole('link', { name: entry }).click();
};

/** Opens a company from the portfolio's list into the portal the user's access opens (board or shareholder portal). */
const openPortalFromPortfolio = async (page: Page, companyName: string, portal: RegExp) => {
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('main').getByText(companyName, { exact: true }).first().click();
  await expectPath(page, portal);
};

/** Audits the screen once it has loaded (no spinner left), named `label` in the failure. */
const audit = async (page: Page, label: string) => {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, label);
};

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`WCAG 2.2 AA at ${name}`, () => {
    test.use({ viewport });

    test('the admin’s screens: sign-in, portfolio, company dashboard, shareholders, transactions, projects, a general meeting with its live tab, archive, signings', async ({ page }) => {
      test.setTimeout(240_000);
      // The sign-in page, where every journey starts.
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Logg inn', exact: true })).toBeVisible();
      await audit(page, 'sign-in page');
      await signInAs(page, 'admin');
      await expect(page.getByRole('main').getByText(nordlys.name, { exact: true }).first()).toBeVisible();
      await audit(page, 'portfolio');

      await openCompanyFromPortfolio(page, nordlys.name);
      await expect(page.getByRole('heading', { name: 'Største aksjonærer' })).toBeVisible();
      await audit(page, 'company dashboard');

      await openFromCompanyMenu(page, 'Aksjonærer');
      // A table with row checkboxes on a desktop, a simple list at 390 px.
      await expect(page.getByRole('main').getByText(demoNamesakes.name).first()).toBeVisible();
      await audit(page, 'shareholder list');

      await openFromCompanyMenu(page, 'Transaksjoner');
      await expect(page.getByRole('table').first()).toBeVisible();
      await audit(page, 'transactions');

      await openFromCompanyMenu(page, 'Prosjekter');
      await expect(page.getByRole('button', { name: 'Nytt prosjekt' })).toBeVisible();
      await audit(page, 'projects');

      await openFromCompanyMenu(page, 'Generalforsamlinger');
      await page.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('link').first().click();
      await expect(page.getByRole('tab', { name: 'Direkte møte' })).toBeVisible();
      await audit(page, 'general meeting');
      await page.getByRole('tab', { name: 'Direkte møte' }).click();
      await expect(page.getByTestId('live-meeting-status')).toBeVisible();
      await audit(page, 'general meeting, live tab');

      await openFromCompanyMenu(page, 'Arkiv');
      await expect(page.getByRole('navigation', { name: 'Plassering' })).toBeVisible();
      await audit(page, 'archive');

      await openFromCompanyMenu(page, 'Signeringer');
      await expect(page.getByRole('tab', { name: /Venter på deg/ })).toBeVisible();
      await audit(page, 'signing list');
    });

    test('the board member’s screens: the board portal’s landing page and a board meeting', async ({ page }) => {
      await signInAs(page, 'board');
      await openPortalFromPortfolio(page, nordlys.name, /\/board-member\//);
      await openFromMenu(page, 'Styremeny', 'Oversikt');
      await expect(page.getByRole('region', { name: 'Neste møter' })).toBeVisible();
      await audit(page, 'board portal landing page');

      await openFromMenu(page, 'Styremeny', 'Møter');
      await page.getByRole('main').getByRole('link', { name: /Styremøte/ }).first().click();
      await expect(page.getByRole('tab', { name: 'Saker' })).toBeVisible();
      await audit(page, 'board meeting');
    });

    for (const { who, company, menu, meetings } of [
      { who: 'shareholder', company: nordlys, menu: 'Aksjonærmeny', meetings: 'Generalforsamlinger' },
      { who: 'swedishShareholder', company: skargarden, menu: 'Aktieägarmeny', meetings: 'Bolagsstämmor' },
    ] as const) {
      test(`the ${who === 'shareholder' ? 'shareholder' : 'Swedish shareholder'}’s screens: the shareholder portal’s landing page and meetings`, async ({ page }) => {
        await signInAs(page, who);
        await openPortalFromPortfolio(page, company!.name, /\/shareholder\//);
        await expect(page.getByRole('navigation', { name: menu })).toBeVisible();
        await audit(page, 'shareholder portal landing page');

        await openFromMenu(page, menu, meetings);
        await expect(page.getByRole('heading', { name: meetings })).toBeVisible();
        await audit(page, 'shareholder portal meetings');
      });
    }

    test('the emailed signing link page, before and after the code is sent', async ({ page, browser }) => {
      const title = `Tilgjengelighet ${name} ${Date.now()}`;
      const signer = `signer-${Date.now()}@example.no`;
      await signInAs(page, 'admin');
      await expectPath(page, /\/portfolio\/all\/companies$/);
      await sendPdfForEmailSigning(page, nordlys.organisationNumber, title, { name: 'Signe Signer', email: signer });

      const signing = await (await browser.newContext({ viewport })).newPage();
      // The signing link as received by email.
      await signing.goto(await signingLinkTo(signer, title));
      await expect(signing.getByRole('button', { name: 'Send meg en kode på e-post' })).toBeVisible();
      await audit(signing, 'signing link page');
      await signing.getByRole('button', { name: 'Send meg en kode på e-post' }).click();
      await expect(signing.getByLabel('Kode fra e-posten')).toBeVisible();
      await audit(signing, 'signing link page, code sent');
    });
  });
}
