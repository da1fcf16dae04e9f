import { expect, test } from '@playwright/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('the shareholder list shows ownership percentages, shares or votes per class, and one class with its share numbers', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${nordlys.organisationNumber}/shareholders/list`);
  await expect(page.getByRole('columnheader', { name: 'Andel stemmer' })).toBeVisible();
  const percents = await page.locator('td.column-voteFraction').first().textContent();
  expect(percents).toMatch(/^\d{1,3},\d{2} %$/);

  await page.getByLabel('Visning').click();
  await page.getByRole('option', { name: 'Alle aksjer' }).click();
  await expect(page.getByRole('columnheader', { name: 'A-aksjer' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'B-aksjer' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Andel stemmer' })).toHaveCount(0);

  await page.getByLabel('Aksjeklasse').click();
  await page.getByRole('option', { name: 'B-aksjer' }).click();
  await expect(page.getByRole('columnheader', { name: 'Aksjenumre' })).toBeVisible();
  await expect(page.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^\d+-\d+(,\d+-\d+)*$|^\d+$/);

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Aksjenumre' })).toBeVisible();
});

test('an admin copies selected shareholders to another company they administer', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${nordlys.organisationNumber}/shareholders/list`);
  await page.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Kopier til selskap' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Selskap' }).click();
  await page.getByRole('option', { name: new RegExp(demoCompanies[1].name) }).click();
  await dialog.getByRole('button', { name: 'Kopier' }).click();
  await expect(page.getByText(/Kopierte aksjonærer: [01]\. Hoppet over: [01]\./)).toBeVisible();
  await expect(dialog).toBeHidden();
});
