import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { newCapitalIncreaseProject } from '../../support/governance.helpers';
import { signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('an admin drafts a private placement to two new subscribers with quick setup and reads its resolution', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const form = await newCapitalIncreaseProject(page, nordlys.name);
  await form.getByRole('button', { name: 'Rettet kontantemisjon' }).click();
  // Quick setup's private placement: cash, 10,000,000 / nominal value 1 new shares at 1, in the minutes, the waived reason.
  await expect(form.getByRole('checkbox', { name: 'Penger' })).toBeChecked();
  await expect(form.getByLabel('Antall nye aksjer, A')).toHaveValue('10000000');
  await expect(form.getByLabel('Tegningskurs, A')).toHaveValue('1');
  await expect(form.getByRole('combobox', { name: 'Hvorfor fravikes fortrinnsretten?' })).toHaveText('Aksjeeierne er enige');

  await form.getByRole('button', { name: 'Legg til person' }).click();
  await form.getByRole('button', { name: 'Legg til person' }).click();
  const kari = form.getByRole('region', { name: 'Tegner 1' });
  const ola = form.getByRole('region', { name: 'Tegner 2' });
  await kari.getByLabel('Navn').fill('Kari Nordmann');
  await kari.getByLabel('E-post').fill('kari@');
  await kari.getByLabel('Aksjer tegnet, A').fill('6000000');
  await ola.getByLabel('Navn').fill('Ola Hansen');
  await ola.getByLabel('E-post').fill('ola@example.no');
  await ola.getByLabel('Aksjer tegnet, A').fill('3000000');
  await form.getByLabel('Vedtektenes paragraf om aksjekapitalen').fill('4');

  // Bad input: the seed's keys, shown in words, and nothing saved.
  await form.getByRole('button', { name: 'Lagre kapitalforhøyelsen' }).click();
  await expect(kari.getByText('Ugyldig e-postadresse.')).toBeVisible();
  await expect(form.getByText('Antall tegnede aksjer (9000000) må være mellom 10000000 og 10000000.')).toBeVisible();
  await expect(form.getByText('Vedtaksteksten vises når skjemaet er lagret.')).toBeVisible();

  await kari.getByLabel('E-post').fill('kari@example.no');
  await ola.getByLabel('Aksjer tegnet, A').fill('4000000');
  await form.getByRole('button', { name: 'Lagre kapitalforhøyelsen' }).click();
  await expect(page.getByText('Kapitalforhøyelsen er lagret.')).toBeVisible();

  const resolution = form.getByTestId('capital-increase-resolution-text');
  await expect(resolution).toContainText(/Aksjekapitalen forhøyes med 10 000 000 NOK, fra [\d ]+ NOK til [\d ]+ NOK, ved utstedelse av 10 000 000 nye aksjer, hver pålydende 1,00 NOK\./);
  await expect(resolution).toContainText('Aksjeeiernes fortrinnsrett fravikes, jf. aksjeloven § 10-5.');
  await expect(resolution).toContainText('Kari Nordmann: 6 000 000 aksjer');
  await expect(resolution).toContainText('Ola Hansen: 4 000 000 aksjer');
  await expect(resolution).toContainText(/Vedtektenes § 4 endres til: «Selskapets aksjekapital er [\d ]+ NOK/);
  await form.getByRole('tab', { name: 'Engelsk' }).click();
  await expect(form.getByTestId('capital-increase-resolution-text')).toContainText('Kari Nordmann: 6,000,000 shares');

  // Saved: the form comes back as it was after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Kapitalforhøyelse', exact: true }).getByRole('region', { name: 'Tegner 2' }).getByLabel('Navn')).toHaveValue('Ola Hansen');
});
