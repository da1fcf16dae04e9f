import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('an admin takes a contribution in euros, fetches the rate from Norges Bank, and reads it in the resolution', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Prosjekter');
  await page.getByRole('button', { name: 'Nytt prosjekt' }).click();
  const create = page.getByRole('dialog', { name: 'Nytt prosjekt' });
  await create.getByRole('checkbox', { name: 'Kapitalforhøyelse', exact: true }).check();
  await create.getByRole('button', { name: 'Opprett' }).click();
  await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);

  const form = page.getByRole('region', { name: 'Kapitalforhøyelse', exact: true });
  await form.getByRole('button', { name: 'Rettet kontantemisjon' }).click();
  await form.getByRole('checkbox', { name: 'Tingsinnskudd' }).check();
  await form.getByRole('button', { name: 'Legg til person' }).click();
  const kari = form.getByRole('region', { name: 'Tegner 1' });
  await kari.getByLabel('Navn').fill('Kari Nordmann');
  await kari.getByLabel('E-post').fill('kari@example.no');
  await kari.getByLabel('Aksjer tegnet, A').fill('10000000');
  await form.getByLabel('Vedtektenes paragraf om aksjekapitalen').fill('4');

  // Bad input: a contribution in kind needs its method and the subscriber's address.
  await form.getByRole('button', { name: 'Lagre kapitalforhøyelsen' }).click();
  const kind = kari.getByRole('group', { name: 'Tingsinnskudd, tegner 1' });
  await expect(kind.getByRole('combobox', { name: 'Hva skytes inn?' })).toBeVisible();
  await expect(kari.getByText('Feltet må fylles ut.').first()).toBeVisible();

  await kari.getByLabel('Adresse').fill('Storgata 1, 0155 Oslo');
  await kind.getByRole('combobox', { name: 'Hva skytes inn?' }).click();
  await page.getByRole('option', { name: 'Euro (EUR)' }).click();
  await kind.getByLabel('Beskrivelse på norsk').fill('Innskudd i euro');
  await kind.getByLabel('Beløp i EUR').fill('100000');
  await expect(kind.getByRole('combobox', { name: 'Kilde for kursen' })).toHaveText('Den europeiske sentralbanken (ECB)');

  // The rate of the last banking day from the Norges Bank stand-in, with its day and source.
  await kind.getByRole('button', { name: 'Hent kurs fra Norges Bank' }).click();
  await expect(kind.getByLabel('Valutakurs (NOK per EUR)')).toHaveValue('11.7325');
  await expect(kind.getByRole('combobox', { name: 'Kilde for kursen' })).toHaveText('Norges Bank');
  const rateDay = await kind.getByLabel('Kursdato').inputValue();
  expect(rateDay <= new Date().toISOString().slice(0, 10)).toBe(true);
  expect([0, 6]).not.toContain(new Date(`${rateDay}T12:00:00Z`).getUTCDay());
  await expect(kind.getByText(`Kurs fra Norges Bank for ${rateDay}.`)).toBeVisible();
  // 100,000 × 11.7325, in Norwegian notation.
  await expect(kind.getByTestId('kind-contribution-value')).toHaveText('Verdi i NOK: 1 173 250 NOK');

  await form.getByRole('button', { name: 'Lagre kapitalforhøyelsen' }).click();
  await expect(page.getByText('Kapitalforhøyelsen er lagret.')).toBeVisible();
  const resolution = form.getByTestId('capital-increase-resolution-text');
  await expect(resolution).toContainText('Aksjeinnskuddet gjøres opp med andre eiendeler enn penger.');
  await expect(resolution).toContainText(/Kari Nordmann gjør opp aksjeinnskuddet med 100 000 EUR, omregnet til 1 173 250 NOK etter kurs 11,7325 fra Norges Bank per \d{1,2}\. [a-z]+ \d{4}\./);
  await form.getByRole('tab', { name: 'Engelsk' }).click();
  await expect(form.getByTestId('capital-increase-resolution-text')).toContainText(/Kari Nordmann pays EUR 100,000, converted to NOK 1,173,250 at the rate 11\.7325 from Norges Bank on \d{1,2} [A-Z][a-z]+ \d{4}\./);

  // Saved: the contribution comes back after a reload.
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Kapitalforhøyelse', exact: true }).getByRole('group', { name: 'Tingsinnskudd, tegner 1' });
  await expect(reloaded.getByLabel('Valutakurs (NOK per EUR)')).toHaveValue('11.7325');
  await expect(reloaded.getByTestId('kind-contribution-value')).toHaveText('Verdi i NOK: 1 173 250 NOK');
});
