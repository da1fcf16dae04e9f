import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { samplePdf } from '@andel/domain/testing';
import { latestEmailTo, latestEmailToAbout, latestEmailWithSubject, linkIn } from '../../support/mail/mailbox';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('a new user signs up, is told to verify the address, verifies with the emailed code, then sees the document waiting to be signed', async ({ page, browser }) => {
  const email = `verifiser-${Date.now()}@example.no`;
  const title = `Styrefullmakt ${Date.now()}.pdf`;

  // The admin sends a PDF to be signed by that address, with batch emails: the email links to the signing page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await expectPath(admin, /\/portfolio\/all\/companies$/);
  const csrf = (await adminContext.cookies()).find(({ name }) => name.endsWith('andel.csrf'))?.value ?? '';
  const uploaded = await admin.request.post(`/api/archive/${nordlys.organisationNumber}/upload/admin-archive`, {
    headers: { 'x-csrf-token': csrf },
    multipart: { files: { name: title, mimeType: 'application/pdf', buffer: Buffer.from(samplePdf(title)) } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const [entry] = (await uploaded.json()) as { id: string }[];
  const sent = await admin.request.post(`/api/document/send-uploaded-document-for-signing/${nordlys.organisationNumber}`, {
    headers: { 'x-csrf-token': csrf },
    data: {
      documentId: entry!.id,
      signers: [{ name: 'Vera Verifiser', email, signingMethod: 'AUTH_EMAIL', language: 'nb' }],
      emailBody: 'Vennligst signer.',
      signingSettings: { sendSealedCopyTo: ['SENDER'], batchEmails: true },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await adminContext.close();
  const signingLink = linkIn(await latestEmailTo(email), '/signing/email');

  // A new account for that address, signed in from the welcome email's link; first the sign-in page, where every journey starts.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Opprett konto' }).click();
  await page.getByLabel(/fullt navn/i).fill('Vera Verifiser');
  await page.getByLabel(/e-post/i).fill(email);
  await page.getByLabel(/passord/i).fill('Long-enough-1');
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await expect(page.getByText(`Vi har sendt en e-post til ${email}`)).toBeVisible();
  // The welcome email's sign-in link.
  await page.goto(linkIn(await latestEmailToAbout(email, '/login'), '/login'));
  await page.getByLabel(/e-post/i).fill(email);
  await page.getByLabel(/passord/i).fill('Long-enough-1');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('heading', { name: 'Velkommen, Vera Verifiser!' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Jeg godtar bruksvilkårene' }).check();
  await page.getByRole('button', { name: 'Fullfør registreringen' }).click();

  // The emailed signing link shows nothing addressed to the unproven address, and says what to do.
  await page.goto(signingLink);
  await expect(page.getByText('Bekreft e-postadressen din først: vi sender deg en kode under brukerinnstillinger.')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await page.getByRole('link', { name: 'Bekreft e-post' }).click();

  // The settings send a code to the address; the code from the email proves it.
  await page.getByRole('button', { name: 'Send bekreftelseskode' }).click();
  await expect(page.getByText(`Vi har sendt en bekreftelseskode til ${email}.`)).toBeVisible();
  let code: string | undefined;
  await expect.poll(async () => (code = /\b(\d{6})\b/.exec((await latestEmailWithSubject(email, 'Bekreft e-postadressen din')).text ?? '')?.[1]), { timeout: 30_000 }).toBeTruthy();
  await page.getByRole('textbox', { name: 'Bekreftelseskode' }).fill(code!);
  await page.getByRole('button', { name: 'Bekreft', exact: true }).click();
  await expect(page.getByText('E-postadressen er bekreftet.').first()).toBeVisible();

  // Now the emailed signing link lists the document waiting for the address.
  await page.goto(signingLink);
  await expect(page.getByRole('heading', { name: 'Dokumenter å signere' })).toBeVisible();
  await expect(page.getByText(`${title} — ${nordlys.name}`)).toBeVisible();
});
