import { expect, type Browser, type Page } from '@playwright/test';
import { samplePdf } from '@andel/domain/testing';
import { signedInApi } from './api.helpers';
import { latestEmailTo, latestEmailToAbout } from './mail/mailbox';

/** The personal signing link in the newest signing request to the address (about `document`, when given). */
export const signingLinkTo = async (email: string, document?: string) => {
  let link: string | undefined;
  await expect
    .poll(async () => (link = /\/sign\?ref=[A-Za-z0-9_-]+/.exec((document ? await latestEmailToAbout(email, document) : await latestEmailTo(email)).text ?? '')?.[0]), { timeout: 30_000 })
    .toBeTruthy();
  return link!;
};

/** The six-digit code of the newest signing-code email to the address. */
export const codeTo = async (email: string) => {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await latestEmailTo(email);
        return (code = mail.subject?.includes('signeringskode') ? /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] : undefined);
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return code!;
};

/** A signer opens the emailed link (the newest about `document`, or `link`) in their own browser and signs with the code emailed to them. */
export const signWithEmailCode = async (browser: Browser, email: string, document?: string, link?: string) => {
  const page = await (await browser.newContext()).newPage();
  // The signing link as received by email.
  await page.goto(link ?? (await signingLinkTo(email, document)));
  await expect(page.getByText(/Du signerer som .* med Engangskode på e-post\./)).toBeVisible();
  await page.getByRole('button', { name: 'Send meg en kode på e-post' }).click();
  await expect(page.getByText(/Vi har sendt en kode til/)).toBeVisible();
  await page.getByLabel('Kode fra e-posten').fill(await codeTo(email));
  await page.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(page.getByText('Dokumentet er signert. Takk!')).toBeVisible();
  return page;
};

/** Through the signed-in admin's API (a journey's setup): a PDF titled `title` in the company's admin archive, sent to `signer` to sign by email code. */
export const sendPdfForEmailSigning = async (page: Page, orgNo: string, title: string, signer: { name: string; email: string }) => {
  const csrf = (await page.context().cookies()).find(({ name }) => name.endsWith('andel.csrf'))!.value;
  const upload = await page.request.post(`/api/archive/${orgNo}/upload/admin-archive`, {
    multipart: { files: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(samplePdf(title)) } },
    headers: { 'x-csrf-token': csrf },
  });
  const [entry] = (await upload.json()) as { id: string }[];
  await (await signedInApi(page.context(), page.request)).post(`/document/send-uploaded-document-for-signing/${orgNo}`, {
    documentId: entry!.id,
    signers: [{ ...signer, signingMethod: 'AUTH_EMAIL', language: 'nb' }],
    emailBody: '',
  });
};
