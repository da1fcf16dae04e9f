import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoShareholderId } from '@andel/db';
import ExcelJS from 'exceljs';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

test('an admin downloads the portfolio\'s shareholders, changes an email in the file, uploads it and sees the change', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('tablist', { name: 'Porteføljens deler' }).getByRole('tab', { name: 'Aksjonærer' }).click();
  await expectPath(page, /\/portfolio\/all\/shareholders$/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned aksjonærer' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^portfolio-shareholders-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile((await file.path())!)).buffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const [idColumn, emailColumn] = [header.indexOf('Aksjonær-ID'), header.indexOf('E-post')];
  const companies = new Set<string>();
  let ola: ExcelJS.Row | undefined;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    companies.add(String(row.getCell(1).value));
    if (row.getCell(idColumn).value === demoShareholderId) ola = row;
  });
  // One file across the portfolio's companies.
  expect(companies.size).toBe(3);
  const original = String(ola!.getCell(emailColumn).value);
  expect(original).toMatch(/@928471632\.demo$/);
  ola!.getCell(emailColumn).value = 'ola.berg@ny-adresse.demo';

  await page.getByRole('button', { name: 'Last opp endringer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Oppdater aksjonærer i porteføljen' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'aksjonaerer.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await expect(dialog.getByText(/\d+ aksjonærer er oppdatert\./)).toBeVisible();
  await expect(dialog.getByText(/^Nordlys Teknologi AS: \d+$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk' }).click();

  await page.getByLabel('Søk etter aksjonær').fill('Ola Berg');
  await expect(page.getByRole('table', { name: 'Aksjonærer' }).getByRole('row', { name: /Ola Berg.*ola\.berg@ny-adresse\.demo/ })).toBeVisible();

  // A file with a bad email is refused row by row, and nothing changes.
  ola!.getCell(emailColumn).value = 'ikke en adresse';
  await page.getByRole('button', { name: 'Last opp endringer' }).click();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'feil.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) });
  await expect(dialog.getByText('Ingen aksjonærer er oppdatert. Rett radene under og last opp regnearket på nytt.')).toBeVisible();
  await expect(dialog.getByText(`Rad ${ola!.number} (928471632)`)).toBeVisible();

  // The demo's address back, for the other specs.
  ola!.getCell(emailColumn).value = original;
  await dialog.locator('input[type=file]').setInputFiles({ name: 'tilbake.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) });
  await expect(dialog.getByText(/\d+ aksjonærer er oppdatert\./)).toBeVisible();
});
