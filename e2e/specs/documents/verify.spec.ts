import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { loadSealingCertificate } from '@andel/domain/server';
import { sealedTestPdf, withOneByteChanged } from '@andel/domain/testing';
import { baseURL } from '../../playwright.config';

/** The server's sealing certificate: generated on its first start in its data directory (see playwright.config.ts). */
const serverCertificate = () => loadSealingCertificate({ dataDir: '../.data/e2e' });

/** Drops a file on the page's drop zone, as a user dragging it from the desktop. */
const dropFile = async (page: Page, name: string, bytes: Buffer) => {
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const transfer = new DataTransfer();
      const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      transfer.items.add(new File([data], name, { type: 'application/pdf' }));
      return transfer;
    },
    { name, base64: bytes.toString('base64') },
  );
  await page.getByTestId('verify-drop-zone').dispatchEvent('drop', { dataTransfer });
};

test('the public verification page accepts a sealed PDF, names its signers, and rejects a copy with one byte changed', async ({ page }) => {
  const sealed = await sealedTestPdf(await serverCertificate(), `${baseURL}/document/verify`);

  // The public verification page, typed from outside.
  await page.goto('/document/verify');
  await expect(page.getByRole('heading', { name: 'Kontroller et signert dokument' })).toBeVisible();

  await dropFile(page, 'styrevedtak-signert.pdf', sealed);
  await expect(page.getByText('Dokumentet er forseglet av Andel og uendret.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Kari Nordmann' })).toContainText('BankID Norge, 2026-11-20 kl. 10:15');
  await expect(page.getByRole('listitem').filter({ hasText: 'Åse Ødegård' })).toContainText('Engangskode på e-post, 2026-11-20 kl. 11:02');

  await page.getByLabel('velg fil').setInputFiles({ name: 'styrevedtak-endret.pdf', mimeType: 'application/pdf', buffer: withOneByteChanged(sealed) });
  await expect(page.getByText('Dokumentet er endret etter at det ble forseglet, eller seglet er skadet.')).toBeVisible();
  await expect(page.getByText('Dokumentet er forseglet av Andel og uendret.')).toBeHidden();

  // The certificate the seal is checked against is public.
  const certificate = await page.request.get('/api/document/seal-certificate.pem');
  expect(await certificate.text()).toContain('BEGIN CERTIFICATE');
});
