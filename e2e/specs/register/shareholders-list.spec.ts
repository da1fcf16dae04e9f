import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';

const nordlys = demoCompanies[0];

test('the shareholder list shows ownership percentages, shares or votes per class, and one class with its share numbers', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Aksjonærer');
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
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Aksjonærer');
  await page.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Kopier til selskap' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Selskap' }).click();
  await page.getByRole('option', { name: new RegExp(demoCompanies[1].name) }).click();
  await dialog.getByRole('button', { name: 'Kopier' }).click();
  await expect(page.getByText(/Kopierte aksjonærer: [01]\. Hoppet over: [01]\./)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a person opens a company, the shareholder list and a holder by clicking; ticked rows are counted in words', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Aksjonærer');
  const firstRow = page.getByRole('row').nth(1);
  const name = (await firstRow.locator('td.column-name').textContent())!;
  // Persons show a birth date, companies their organisation number: never a full national identity number.
  for (const text of await page.locator('td.column-identification').allTextContents()) expect(text).toMatch(/^(\d{4}-\d{2}-\d{2}|\d{9}|SE\d{10}|)$/);

  await page.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('row').nth(2).getByRole('checkbox').check();
  await expect(page.getByText('2 valgt', { exact: true })).toBeVisible();
  await page.getByRole('row').nth(2).getByRole('checkbox').uncheck();
  await expect(page.getByText('1 valgt', { exact: true })).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('checkbox').uncheck();

  await firstRow.locator('td.column-name').click();
  await expectPath(page, new RegExp(`/company/${nordlys.organisationNumber}/shareholders/list/[0-9a-f-]{36}/overview$`));
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
});

test('on a phone the shareholder list fits the screen, one card per holder, and a card opens the holder', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Aksjonærer');
  const card = page.getByRole('main').getByRole('button', { name: /^Ola Berg/ });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Gå til neste side' })).toBeAttached();
  await card.click();
  await expectPath(page, /\/shareholders\/list\/[0-9a-f-]{36}\/overview$/);
  await expect(page.getByRole('heading', { name: 'Ola Berg' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the edit-all grid shows every column on a desktop and scrolls inside itself on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Aksjonærer');
  await page.getByRole('link', { name: 'Rediger alle' }).click();
  await expect(page.getByRole('columnheader', { name: 'Poststed' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('textbox', { name: 'Poststed' }).first()).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('columnheader', { name: 'Navn' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
