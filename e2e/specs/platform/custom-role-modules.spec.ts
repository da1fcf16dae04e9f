import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { openCompanyFromPortfolio, openCompanySettings } from '../../support/navigation.helpers';

const nordlys = demoCompanies[0];

/** The admin sets the accountant role's projects level and its decision-tool module in the role's permissions dialog. */
const setProjects = async (page: Page, level: 'Se' | 'Ingen', decisionTool: boolean) => {
  if (/\/portfolio\//.test(page.url())) await openCompanyFromPortfolio(page, nordlys.name);
  await openCompanySettings(page, 'Tilganger');
  await page.getByRole('listitem').filter({ hasText: 'Regnskapsfører' }).getByRole('button', { name: 'Tilganger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tilganger for Regnskapsfører' });
  await dialog.getByRole('radiogroup', { name: 'Fritekst', exact: true }).getByLabel(level).check();
  const module = dialog.getByRole('checkbox', { name: 'Beslutningsverktøy' });
  if (decisionTool) await module.check();
  else await module.uncheck();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Tilgangene er lagret.')).toBeVisible();
};

const signedIn = async (browser: Browser, who: 'admin' | 'accountant') => {
  const page = await (await browser.newContext({ locale: 'nb-NO' })).newPage();
  await signInAs(page, who);
  await expectPath(page, /\/portfolio\/all\/companies$/);
  return page;
};

test('a custom role without the decision-tool module sees no projects, in the menu or at a typed address, until the module is on', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await setProjects(admin, 'Se', false);
  const role = admin.getByRole('listitem').filter({ hasText: 'Regnskapsfører' });
  await expect(role.getByText('Fritekst: Se')).toBeVisible();
  await expect(role.getByText('Beslutningsverktøy')).toHaveCount(0);

  const accountant = await signedIn(browser, 'accountant');
  await openCompanyFromPortfolio(accountant, nordlys.name);
  // Without the overview a custom role lands on its first permitted page.
  await expectPath(accountant, /\/shareholders\/list/);
  const menu = accountant.getByRole('navigation', { name: 'Selskapsmeny' });
  await expect(menu.getByRole('link', { name: 'Aksjonærer' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Prosjekter' })).toHaveCount(0);
  // The typed address is the subject here: a page the menu hides is refused when reached directly.
  await accountant.goto(`/company/${nordlys.organisationNumber}/projects`);
  await expect(accountant.getByText('Rollen din gir ikke tilgang til denne siden.')).toBeVisible();
  await expect(accountant.getByRole('heading', { name: 'Prosjekter' })).toHaveCount(0);

  // With the module on, the same level opens the projects.
  await setProjects(admin, 'Se', true);
  await accountant.reload();
  await expect(menu.getByRole('link', { name: 'Prosjekter' })).toBeVisible();
  await menu.getByRole('link', { name: 'Prosjekter' }).click();
  await expect(accountant.getByText('Rollen din gir ikke tilgang til denne siden.')).toHaveCount(0);
  await expect(accountant.getByRole('tab', { name: 'Alle' })).toBeVisible();

  // Back as the demo has it.
  await setProjects(admin, 'Ingen', false);
});
