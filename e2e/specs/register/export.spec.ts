import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { signInAs } from '../../support/sign-in.helpers';
import { openCompanyMenuEntry } from '../../support/navigation.helpers';

const skargard = demoCompanies[2];

test('an admin exports the register: cost price forces Excel, and the file downloads', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyMenuEntry(page, skargard, 'Aksjonærer');
  await page.getByRole('button', { name: 'Eksporter' }).click();
  const dialog = page.getByRole('dialog');

  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'PDF' }).click();
  await dialog.getByRole('combobox', { name: 'Innhold' }).click();
  await page.getByRole('option', { name: 'Fullstendig med inngangsverdi' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveText('Excel');
  await expect(dialog.getByText('Inngangsverdi eksporteres bare til Excel.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await expect(page.getByRole('option', { name: 'PDF' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Eksporter' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^shareholders-${skargard.organisationNumber}-.+\\.xlsx$`));
  await expect(dialog).toBeHidden();
});
