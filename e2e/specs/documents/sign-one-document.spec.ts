import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { samplePdf } from '@andel/domain/testing';
import { pdfText } from '../../../domain/testing/pdf-text';
import { signedInApi } from '../../support/api.helpers';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { buttonLinksIn, latestEmailToAbout } from '../../support/mail/mailbox';
import { codeTo } from '../../support/signing.helpers';

const nordlys = demoCompanies[0];
const orgNo = nordlys.organisationNumber;
const adminEmail = 'admin@andel.demo';

/** Uploads a PDF to the admin archive and sends it for signing to the admin by email code (the setup, through the API). */
const sendToAdmin = async (page: Page, title: string) => {
  const api = await signedInApi(page.context(), page.request);
  const upload = await page.request.post(`/api/archive/${orgNo}/upload/admin-archive`, {
    multipart: { files: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(samplePdf(title)) } },
    headers: { 'x-csrf-token': (await page.context().cookies()).find(({ name }) => name.endsWith('andel.csrf'))!.value },
  });
  const [entry] = (await upload.json()) as { id: string }[];
  await api.post(`/document/send-uploaded-document-for-signing/${orgNo}`, { documentId: entry!.id, signers: [{ name: 'Demo Admin', email: adminEmail, signingMethod: 'AUTH_EMAIL', language: 'nb' }], emailBody: '' });
};

test('"Sign" on one pending document opens that document alone, shown before it is signed; the other stays pending', async ({ page }) => {
  const stamp = Date.now();
  const first = `Leieavtale ${stamp}`;
  const second = `Styrefullmakt ${stamp}`;
  await signInAs(page, 'admin');
  // Signed in (the session's cookies set) before the setup calls the API with them.
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await sendToAdmin(page, first);
  await sendToAdmin(page, second);

  // The request's email: the plain text with the link kept, and an HTML part with the company's name and the link as a button.
  const request = await latestEmailToAbout(adminEmail, second);
  const [button] = buttonLinksIn(request);
  expect(button).toMatch(/\/sign\?ref=[A-Za-z0-9_-]+$/);
  expect(request.text).toContain(button!);
  expect(request.html).toContain(nordlys.name);
  expect(request.html).toContain('Les og signer');

  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Signeringer');
  await page.getByRole('tab', { name: /Venter på deg/ }).click();
  const pending = page.getByRole('list', { name: 'Venter på deg' });
  await expect(pending.getByRole('listitem').filter({ hasText: first })).toBeVisible();
  await pending.getByRole('listitem').filter({ hasText: second }).getByRole('link', { name: 'Signer' }).click();

  await expect(page).toHaveURL(/\/signing\/email\?mode=single&reference=/);
  await expect(page.getByRole('heading', { name: second })).toBeVisible();
  // One document, no batch to tick: the other pending one is not offered here.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByText(first)).toHaveCount(0);
  const frame = page.locator(`iframe[title="${second}.pdf"]`);
  await expect(frame).toBeVisible();
  const shown = await page.request.get((await frame.getAttribute('src'))!);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('application/pdf');
  expect(shown.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect((await pdfText(await shown.body())).join(' ')).toContain('Styrefullmakt');

  // Once in CI a click while the PDF frame was still taking focus never reached the button (no request left): click until the signing panel opens.
  const signThis = page.getByRole('button', { name: 'Signer dokumentet' });
  const sendCode = page.getByRole('button', { name: 'Send meg en kode på e-post' });
  await expect(async () => {
    if (await signThis.isVisible()) await signThis.click();
    await expect(sendCode).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await sendCode.click();
  await expect(page.getByText(/Vi har sendt en kode til/)).toBeVisible();
  await page.getByLabel('Kode fra e-posten').fill(await codeTo(adminEmail));
  await page.getByRole('button', { name: 'Signer', exact: true }).click();
  const result = page.getByRole('status').filter({ hasText: 'Dokumentet er signert. Takk!' });
  await expect(result).toContainText(second);
  await expect(result).not.toContainText(first);

  await page.goBack();
  await page.reload();
  await page.getByRole('tab', { name: /Venter på deg/ }).click();
  await expect(pending.getByRole('listitem').filter({ hasText: first })).toBeVisible();
  await expect(pending.getByRole('listitem').filter({ hasText: second })).toHaveCount(0);
});
