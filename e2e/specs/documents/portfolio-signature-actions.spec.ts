import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoSigning } from '@andel/db';
import { samplePdf } from '@andel/domain/testing';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const [sealed, waiting] = demoSigning;

test('the portfolio\'s sent and sealed signatures have their actions, and the quick-add says why it adds no CEO', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('link', { name: /^Oppfølging/ }).click();
  await page.getByRole('tab', { name: 'Signeringer' }).click();
  await expectPath(page, /\/follow-up\/signatures\/\w+$/);

  await page.getByRole('tab', { name: /Sendt til signering/ }).click();
  const sent = page.getByRole('list', { name: 'Sendt til signering' }).getByRole('listitem').filter({ hasText: waiting.fileName });
  await sent.getByRole('button', { name: 'Signeringsstatus' }).click();
  const status = page.getByRole('dialog');
  await expect(status).toContainText(waiting.fileName);
  await expect(status.getByRole('button', { name: /Send på nytt/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sent.getByRole('link', { name: 'Åpne' })).toBeVisible();

  await page.getByRole('tab', { name: /Forseglet/ }).click();
  const sealedItem = page.getByRole('list', { name: 'Forseglet' }).getByRole('listitem').filter({ hasText: sealed.fileName.replace(/\.pdf$/, '') }).first();
  const downloading = page.waitForEvent('download');
  await sealedItem.getByRole('button', { name: 'Last ned' }).click();
  const bytes = await readFile((await (await downloading).path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.getByRole('button', { name: 'Send dokumenter til signering' }).click();
  const wizard = page.getByRole('dialog', { name: 'Send dokumenter til signering' });
  await wizard.getByLabel('Velg PDF-filer').setInputFiles([{ name: 'Avtale.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf('Avtale.pdf')) }]);
  await wizard.getByRole('button', { name: 'Neste' }).click();
  const document = wizard.getByRole('group', { name: 'Avtale.pdf' });
  await document.getByRole('combobox', { name: 'Selskap' }).click();
  await page.getByRole('option', { name: nordlys.name }).click();
  await wizard.getByRole('button', { name: 'Legg til fra selskapet' }).click();
  await page.getByRole('menuitem', { name: 'Daglig leder' }).click();
  await expect(wizard.getByText('Selskapet har ingen daglig leder registrert.')).toBeVisible();
  await wizard.getByRole('button', { name: 'Legg til fra selskapet' }).click();
  await page.getByRole('menuitem', { name: 'Styreleder' }).click();
  await expect(wizard.getByRole('group', { name: 'Signatarer 1' }).getByRole('textbox', { name: 'Navn' })).toHaveValue('Ingrid Haugen');
});
