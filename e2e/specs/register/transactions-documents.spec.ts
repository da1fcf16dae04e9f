import { expect as baseExpect, type Download } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoShareholderId } from '@andel/db';
import { pdfText } from '@andel/domain/testing';
import { readFile } from 'node:fs/promises';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { choose, openTransactionForm, pick } from '../../support/transaction-form.helpers';
import { openCompanyFromPortfolio } from '../../support/navigation.helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
const company = demoCompanies[0];
/** A day no other spec records on: two entries at the same time refuse each other. */
const saleDate = '2026-03-17';

const textOf = async (download: Download) => (await pdfText(new Uint8Array(await readFile((await download.path())!))))[0]!;

test.describe.configure({ timeout: 150_000 });

test('a sale gets an attachment and a contract note, and the seller downloads the note in the portal', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);

  // The demo shareholder Ola Berg sells 10 A shares to Granitt Invest AS at 42.75.
  await openTransactionForm(page, company, 'Overdragelse');
  await page.getByLabel('Dato', { exact: true }).fill(saleDate);
  await pick(page, 'Fra aksjonær', 'Ola Berg');
  await pick(page, 'Til aksjonær', 'Granitt Invest AS');
  await choose(page, 'Aksjeklasse', 'A-aksjer');
  await page.getByLabel('Antall aksjer').fill('10');
  await page.getByLabel('Pris per aksje').fill('42,75');
  await page.getByRole('button', { name: 'Registrer' }).click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);

  // An attachment: uploaded, listed with its size, downloaded under its own name, deleted after confirming.
  await expect(page.getByText('Ingen vedlegg.')).toBeVisible();
  const agreement = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'Aksjekjøpsavtale.pdf', mimeType: 'application/pdf', buffer: agreement });
  await expect(page.getByText('Vedlegget er lastet opp.')).toBeVisible();
  const attachments = page.getByRole('list', { name: 'Vedlegg' });
  await expect(attachments.getByRole('button', { name: 'Last ned Aksjekjøpsavtale.pdf' })).toBeVisible();
  await expect(attachments.getByText(/^\d+ B, lastet opp \d{4}-\d{2}-\d{2} av /)).toBeVisible();
  const [attachment] = await Promise.all([page.waitForEvent('download'), attachments.getByRole('button', { name: 'Last ned Aksjekjøpsavtale.pdf' }).click()]);
  expect(attachment.suggestedFilename()).toBe('Aksjekjøpsavtale.pdf');
  expect(await readFile((await attachment.path())!)).toEqual(agreement);
  // A file that is not a document is refused, and nothing is added.
  await page.locator('input[type=file]').setInputFiles({ name: 'faktura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') });
  await expect(page.getByRole('alert').filter({ hasText: 'Filtypen støttes ikke.' })).toBeVisible();
  await expect(attachments.getByRole('listitem')).toHaveCount(1);

  // The contract note of the sale, in Norwegian.
  const [note] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Sluttseddel' }).click()]);
  expect(note.suggestedFilename()).toMatch(/^contract-note-928471632-\d+\.pdf$/);
  const adminNote = await textOf(note);
  for (const text of ['Sluttseddel', 'Nordlys Teknologi AS', saleDate, 'Ola Berg', 'Granitt Invest AS', 'A-aksjer', '42,75 NOK', '427,50 NOK', 'Underskrift selger'])
    expect(adminNote).toContain(text);

  await attachments.getByRole('button', { name: 'Slett vedlegg: Aksjekjøpsavtale.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Slett vedlegg' }).click();
  await expect(page.getByText('Vedlegget er slettet.')).toBeVisible();
  await expect(page.getByText('Ingen vedlegg.')).toBeVisible();

  // The seller, in the shareholder portal, downloads the same note from their transactions.
  await page.context().clearCookies();
  await signInAs(page, 'shareholder');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await openCompanyFromPortfolio(page, company.name, new RegExp(`/shareholder/${company.organisationNumber}/${demoShareholderId}/`));
  await page.getByRole('navigation', { name: 'Aksjonærmeny' }).getByRole('link', { name: 'Transaksjoner' }).click();
  const sale = page.getByRole('table', { name: 'Transaksjoner' }).getByRole('row', { name: new RegExp(saleDate) });
  const [own] = await Promise.all([page.waitForEvent('download'), sale.getByRole('button', { name: 'Sluttseddel' }).click()]);
  const holderNote = await textOf(own);
  for (const text of ['Sluttseddel', 'Ola Berg', 'Granitt Invest AS', '427,50 NOK']) expect(holderNote).toContain(text);
});
