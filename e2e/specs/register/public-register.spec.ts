import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoPublicRegister } from '@andel/db';
import { publicRegisterExtract } from '@andel/domain/testing';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { searchAndChoose } from '../../support/navigation.helpers';

const { year, company } = demoPublicRegister;
/** The demo year again, with one row refused for its negative share count (the last line: the header is line 1). */
const refused = [company.organisationNumber, company.name, 'Ordinære aksjer', 'Negativ Eier', '1970', '0150 OSLO', 'NOR', '-10', '10000'];
const extract = publicRegisterExtract([...demoPublicRegister.rows, refused]);

test('a super-admin loads a year of the public shareholder register and sees the load finish with its counts and the refused row', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await expectPath(page, /\/super-admin-backoffice$/);
  await page.getByRole('tab', { name: 'Shareholder register' }).click();
  await expectPath(page, /\/super-admin-backoffice\/public-register$/);
  // The demo data's load of the year is listed.
  await expect(page.getByRole('listitem').filter({ hasText: `aksjonaerregisteret-${year}.csv` })).toContainText('Loaded');

  await page.getByLabel('Year').fill(String(year));
  await page.locator('input[type=file]').setInputFiles({ name: 'aksjonaerregisteret-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(extract) });
  const load = page.getByRole('listitem').filter({ hasText: 'aksjonaerregisteret-e2e.csv' }).first();
  await expect(load).toContainText('Loaded');
  await expect(load).toContainText(`${demoPublicRegister.rows.length} rows loaded, 1 refused of ${demoPublicRegister.rows.length + 1} read`);
  await expect(load.getByRole('list', { name: 'Refused rows' })).toContainText(`Row ${demoPublicRegister.rows.length + 2}: Negative number of shares`);
});

test("an admin onboards a company from the portfolio's search through auto-import, sees its holders and confirms the import", async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await searchAndChoose(page, 'Havbris', company.name, 'Registrer selskapet');
  await expectPath(page, new RegExp(`/company/${company.organisationNumber}`));

  const offer = page.getByRole('alert').filter({ hasText: 'Hent aksjonærene fra aksjonærregisteret' });
  await expect(offer).toContainText(`Aksjonærregisteret for ${year} har 5 aksjonærer i selskapet.`);
  await offer.getByRole('button', { name: 'Importer aksjonærene' }).click();
  await expect(page.getByText('Aksjonærene er importert.')).toBeVisible();

  const holders = page.getByRole('list', { name: 'Største aksjonærer' });
  await expect(holders.getByRole('listitem')).toHaveCount(5);
  await expect(holders.getByRole('listitem').first()).toContainText('Nordlys Teknologi AS');
  await expect(holders).toContainText('Sofie "Sol Berg');

  const section = page.getByRole('region', { name: 'Aksjeeieboken er importert automatisk' });
  await expect(section).toContainText(`Aksjonærene er hentet fra aksjonærregisteret for ${year}.`);
  await section.getByRole('button', { name: 'Bekreft' }).click();
  await expect(section).toBeHidden();
  // Hidden, not gone: the admin can show it again.
  await page.getByRole('button', { name: 'Vis importmeldingen igjen' }).click();
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Bekreft' }).click();
  await expect(section).toBeHidden();
});
