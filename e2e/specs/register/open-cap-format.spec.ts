import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoOcfCompany } from '@andel/db';
import { validateOcfFile } from '@andel/domain/server';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { signedInApi } from '../../support/api.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { openCompanyFromPortfolio, openCompanyMenuEntry } from '../../support/navigation.helpers';

const nordlys = demoCompanies[0];

const ocfSection = (page: Page) => page.getByRole('region', { name: 'Open Cap Format (OCF)' });
/** The shareholder import, from the shareholder list's toolbar or, for an empty register, its empty state. */
const openImport = async (page: Page, company: { name: string; organisationNumber: string }) => {
  await openCompanyMenuEntry(page, company, 'Aksjonærer');
  await page.getByRole('link', { name: 'Importer', exact: true }).click();
  await expectPath(page, /\/shareholders\/import$/);
};
/** The largest holders on the company's dashboard, opened from the portfolio. */
const largestHolders = async (page: Page, companyName: string) => {
  await page.goto('/');
  await openCompanyFromPortfolio(page, companyName);
  const holders = page.getByRole('list', { name: 'Største aksjonærer' }).getByRole('listitem');
  await expect(holders.first()).toBeVisible();
  return holders.allInnerTexts();
};

test("an admin downloads a company's register as an OCF package that validates, and imports it into an empty company, which then shows the same register", async ({ page }) => {
  await signInAs(page, 'admin');
  await openImport(page, nordlys);
  const downloading = page.waitForEvent('download');
  await ocfSection(page).getByRole('button', { name: 'Last ned OCF-pakke' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${nordlys.organisationNumber}-ocf.zip`);
  const zip = await readFile(await download.path());
  const files = Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, JSON.parse(strFromU8(bytes))] as const);
  for (const [name, content] of files) if (name.endsWith('.ocf.json')) expect([name, validateOcfFile(name, content)]).toEqual([name, []]);
  const holderCount = (files.find(([name]) => name === 'Stakeholders.ocf.json')![1] as { items: unknown[] }).items.length;

  // An empty company: registered from the company register, nothing in its register yet.
  await (await signedInApi(page.context(), page.request)).post(`/company/register-admin-user/${demoOcfCompany.organisationNumber}`, {});
  await openImport(page, demoOcfCompany);
  await ocfSection(page).locator('input[type=file]').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/zip', buffer: zip });
  await expect(ocfSection(page).getByRole('status')).toContainText(`Importert: ${holderCount} aksjonærer`);

  expect(await largestHolders(page, demoOcfCompany.name)).toEqual(await largestHolders(page, nordlys.name));

  // Its register is no longer empty: a second import is refused, and says why.
  await openImport(page, demoOcfCompany);
  await ocfSection(page).locator('input[type=file]').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/zip', buffer: zip });
  await expect(ocfSection(page).getByRole('alert')).toContainText('Selskapet har allerede aksjonærer eller transaksjoner');
});
