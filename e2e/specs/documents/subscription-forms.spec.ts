import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { pdfText } from '../../../domain/testing/pdf-text';
import { latestEmailTo } from '../../support/mail/mailbox';
import { newCapitalIncreaseProject } from '../../support/governance.helpers';
import { codeTo } from '../../support/signing.helpers';
import { signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('an admin sends a private placement\'s subscription forms for signing; the subscriber subscribes, signs with the emailed code, and the admin sees it signed', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const email = `kari-${Date.now()}@example.no`;
  await signInAs(page, 'admin');
  const form = await newCapitalIncreaseProject(page, nordlys.name);

  // The decision: quick setup's private placement to one new subscriber, subscribed on a subscription form within a period.
  await form.getByRole('button', { name: 'Rettet kontantemisjon' }).click();
  await form.getByRole('button', { name: 'Legg til person' }).click();
  const kari = form.getByRole('region', { name: 'Tegner 1' });
  await kari.getByLabel('Navn').fill('Kari Nordmann');
  await kari.getByLabel('E-post').fill(email);
  await kari.getByLabel('Aksjer tegnet, A').fill('10000000');
  await form.getByLabel('Vedtektenes paragraf om aksjekapitalen').fill('4');
  await form.getByRole('radiogroup', { name: 'Tegnes aksjene på særskilt tegningsblankett?' }).getByRole('radio', { name: 'Ja' }).check();
  await form.getByLabel('Tegningsperioden starter').fill(day(-1));
  await form.getByLabel('Tegningsperioden slutter').fill(day(14));
  await form.getByRole('button', { name: 'Lagre kapitalforhøyelsen' }).click();
  await expect(page.getByText('Kapitalforhøyelsen er lagret.')).toBeVisible();

  // Send subscription form for signing: the batch preview's document and electronic form.
  const status = page.getByRole('region', { name: 'Tegningsstatus' });
  await expect(status.getByText('Tegningsblankettene er ikke sendt ennå.')).toBeVisible();
  await status.getByRole('button', { name: 'Send tegningsblanketter til signering' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send tegningsblanketter til signering' });
  await expect(dialog.getByTitle('Dokument')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Elektronisk skjema' }).click();
  await expect(dialog.getByRole('list', { name: 'Elektronisk skjema' })).toContainText('Kari Nordmann');
  await expect(dialog.getByRole('list', { name: 'Elektronisk skjema' })).toContainText(/10\s000\s000 aksjer tilbudt/);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Tegningsblankettene er sendt til signering.')).toBeVisible();
  await expect(status).toContainText('Kari Nordmann');
  await expect(status).toContainText('Ikke signert');

  // The subscriber opens the emailed link in their own browser.
  const subscriber = await (await browser.newContext({ locale: 'nb-NO' })).newPage();
  const link = new URL(/https?:\/\/\S+\/subscription-form\?ref=[A-Za-z0-9_-]+/.exec((await latestEmailTo(email)).text ?? '')![0]);
  // A link taken from the email.
  await subscriber.goto(`${link.pathname}${link.search}`);
  await expect(subscriber.getByRole('heading', { name: `Tegningsblankett – ${nordlys.name}` })).toBeVisible();
  await expect(subscriber.getByText(`Tegningsperiode: ${day(-1)} til ${day(14)}`)).toBeVisible();
  const shares = subscriber.getByLabel('Antall aksjer, A');
  await shares.fill('-5');
  await subscriber.getByRole('button', { name: 'Lagre tegningen' }).click();
  await expect(subscriber.getByText('Antall aksjer kan ikke være negativt.')).toBeVisible();
  await shares.fill('10000001');
  await subscriber.getByRole('button', { name: 'Lagre tegningen' }).click();
  await expect(subscriber.getByText('Du kan tegne høyst 10 000 000 aksjer.')).toBeVisible();
  await shares.fill('6000000');
  await subscriber.getByRole('button', { name: 'Lagre tegningen' }).click();
  await expect(subscriber.getByText('Tegningen er lagret. Signer blanketten for å fullføre.')).toBeVisible();

  // The form as the subscriber signs it: the shares subscribed and their amount, in Norwegian.
  const pdfLink = await subscriber.getByRole('link', { name: 'Se tegningsblanketten (PDF)' }).getAttribute('href');
  const pdf = await subscriber.request.get(pdfLink!);
  const text = (await pdfText(new Uint8Array(await pdf.body()))).join('\n');
  expect(text).toContain('Tegningsblankett');
  expect(text).toContain('Kari Nordmann');
  expect(text).toMatch(/6\s000\s000/);
  expect(text).toMatch(/10\s000\s000/);
  expect(text).not.toContain('{"');

  await subscriber.getByRole('button', { name: 'Send meg en kode på e-post' }).click();
  await expect(subscriber.getByText(/Vi har sendt en kode til/)).toBeVisible();
  await subscriber.getByLabel('Kode fra e-posten').fill(await codeTo(email));
  await subscriber.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(subscriber.getByText('Dokumentet er signert. Takk!')).toBeVisible();
  await expect(shares).toBeDisabled();

  // The admin sees the subscription signed, with the shares.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Tegningsstatus' })).toContainText(/A: 6\s000\s000 av 10\s000\s000 aksjer tegnet/);
  await expect(page.getByRole('region', { name: 'Tegningsstatus' })).toContainText(`Signert ${day(0)}`);
});
