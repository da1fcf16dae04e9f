import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { pdfText, samplePdf } from '@andel/domain/testing';
import { dropFile, rowOf } from '../../support/archive.helpers';
import { latestEmailWithSubject } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { signWithEmailCode } from '../../support/signing.helpers';
import { signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const title = 'Leieavtale lager';
const signer = { name: 'Siri Signatar', email: 'siri.signatar@example.no' };

/** The bytes an iframe on the page shows, fetched as the page fetches them. */
const framedPdf = async (page: Page, frameTitle: string) => {
  const src = (await page.locator(`iframe[title="${frameTitle}"]`).getAttribute('src'))!;
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return (await pdfText(await response.body())).join('\n');
};

test('a signer reads the sealed copy from their signing link (view-signed-document), and the sealed-copy email’s link opens it in the document view', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Arkiv');
  await dropFile(page, `${title}.pdf`, samplePdf(title));
  await expect(rowOf(page, `${title}.pdf`)).toBeVisible();
  await page.getByRole('button', { name: `Flere handlinger for ${title}.pdf` }).click();
  await page.getByRole('menuitem', { name: 'Send til signering' }).click();
  const send = page.getByRole('dialog', { name: `Send til signering: ${title}.pdf` });
  const first = send.getByRole('group', { name: 'Signatarer 1' });
  await first.getByRole('textbox', { name: 'Navn' }).fill(signer.name);
  await first.getByRole('textbox', { name: 'E-post' }).fill(signer.email);
  await send.getByRole('button', { name: 'Send til signering' }).click();
  await expect(page.getByText('Dokumentet er sendt til signering.')).toBeVisible();

  // The signer signs from the emailed link; the same link then leads to the sealed copy.
  const signing = await signWithEmailCode(browser, signer.email, title);
  await signing.reload();
  await signing.getByRole('link', { name: 'Se det signerte dokumentet' }).click();
  await expect(signing).toHaveURL(/\/document\/view-signed-document\?ref=/);
  await expect(signing.getByRole('heading', { name: `${title}.pdf` })).toBeVisible();
  await expect(signing.getByText(`Signert av alle og forseglet. Fra ${nordlys.name}.`)).toBeVisible();
  await expect(signing.getByRole('link', { name: 'Last ned' })).toBeVisible();
  const sealedText = await framedPdf(signing, `Signert dokument: ${title}.pdf`);
  expect(sealedText).toContain(title);
  expect(sealedText).toContain(signer.name);
  expect(sealedText).not.toContain('{"type"');

  // The sealed-copy email links to the document view of the sealed copy, for this recipient.
  const mail = await latestEmailWithSubject(signer.email, `${title}.pdf er signert`);
  const viewLink = mail.text!.match(/https?:\/\/\S+\/document\/view\/[0-9a-f-]{36}\?recipientId=[0-9a-f-]{36}/)?.[0];
  expect(viewLink, 'a document view link in the sealed-copy email').toBeTruthy();
  const reader = await (await browser.newContext()).newPage();
  // A link taken from the email.
  await reader.goto(viewLink!);
  await expect(reader.getByRole('heading', { name: `${title} (signert).pdf` })).toBeVisible();
  await expect(reader.getByText(`Delt fra ${nordlys.name}`)).toBeVisible();
  expect(await framedPdf(reader, `Forhåndsvisning av ${title} (signert).pdf`)).toContain(signer.name);

  // A link cut short or altered says the document is not there, never "something went wrong" (the address itself is the subject).
  await reader.goto(viewLink!.split('?')[0]!);
  await expect(reader.getByText('Dokumentet finnes ikke lenger, eller lenken er feil.')).toBeVisible();
  // The address itself is the subject, again: a made-up signing reference.
  await reader.goto('/document/view-signed-document?ref=NotAnyonesSigningLinkToken123');
  await expect(reader.getByText('Signeringslenken er ugyldig.')).toBeVisible();
});
