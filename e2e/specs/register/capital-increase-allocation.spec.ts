import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const digits = (text: string) => text.replace(/\D/g, '');
/** The number of shares the articles' share capital paragraph states. */
const sharesInArticles = async (page: Page) => {
  const text = (await page.getByText(/Selskapets aksjekapital er .* fordelt på/).first().textContent()) ?? '';
  return BigInt(digits(/fordelt på ([\d\s\u00a0\u202f]+) aksjer/.exec(text)![1]!));
};

test('an admin allocates a private placement to two new subscribers, confirms it and applies it to the register', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Vedtekter');
  const sharesBefore = await sharesInArticles(page);

  await openFromCompanyMenu(page, 'Prosjekter');
  await page.getByRole('button', { name: 'Nytt prosjekt' }).click();
  const create = page.getByRole('dialog', { name: 'Nytt prosjekt' });
  await create.getByRole('checkbox', { name: 'Kapitalforhøyelse', exact: true }).check();
  await create.getByRole('button', { name: 'Opprett' }).click();
  await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);

  const form = page.getByRole('region', { name: 'Kapitalforhøyelse', exact: true });
  await form.getByRole('button', { name: 'Rettet kontantemisjon' }).click();
  await form.getByRole('button', { name: 'Legg til person' }).click();
  await form.getByRole('button', { name: 'Legg til person' }).click();
  const kari = form.getByRole('region', { name: 'Tegner 1' });
  const ola = form.getByRole('region', { name: 'Tegner 2' });
  await kari.getByLabel('Navn').fill('Kari Nordmann');
  await kari.getByLabel('E-post').fill('kari@example.no');
  await kari.getByLabel('Aksjer tegnet, A').fill('6000000');
  await ola.getByLabel('Navn').fill('Ola Tegnersen');
  await ola.getByLabel('E-post').fill('ola@example.no');
  await ola.getByLabel('Aksjer tegnet, A').fill('4000000');
  await form.getByLabel('Vedtektenes paragraf om aksjekapitalen').fill('4');
  await form.getByRole('button', { name: 'Lagre kapitalforhøyelsen' }).click();
  await expect(page.getByText('Kapitalforhøyelsen er lagret.')).toBeVisible();

  // The allocation: one round for class A, the two subscribers with what they subscribed, nothing allocated yet.
  const allocation = page.getByRole('region', { name: 'Tildeling', exact: true });
  const round = allocation.getByRole('region', { name: 'Runde 1: A' });
  await expect(round.getByText(/^10\s000\s000 til 10\s000\s000 aksjer$/)).toBeVisible();
  await expect(round.getByRole('row', { name: /Kari Nordmann/ }).getByRole('cell', { name: /^6\s000\s000$/ }).first()).toBeVisible();

  // Over-allocated: refused with the seed's rule, in words.
  await round.getByLabel('Tildelt: Kari Nordmann').fill('7000000');
  await round.getByLabel('Tildelt: Ola Tegnersen').fill('4000000');
  await allocation.getByRole('button', { name: 'Lagre tildeling' }).click();
  await expect(round.getByText(/Det er tildelt flere aksjer enn det er utstedt/)).toBeVisible();

  // The proposal gives each what it subscribed; confirmed, the round reads whole.
  await round.getByRole('button', { name: 'Foreslå tildeling' }).click();
  await expect(round.getByLabel('Tildelt: Kari Nordmann')).toHaveValue('6000000');
  await expect(round.getByLabel('Tildelt: Ola Tegnersen')).toHaveValue('4000000');
  await allocation.getByRole('button', { name: 'Bekreft tildeling' }).click();
  await expect(allocation.getByText(/^Bekreftet \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(round.getByText('Igjen å tildele: 0')).toBeVisible();

  // Apply, after confirming in a dialog: one pending entry in the register.
  await allocation.getByRole('button', { name: 'Før inn i aksjeeierboken' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/føres inn i aksjeeierboken som en transaksjon som ikke er registrert/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Før inn i aksjeeierboken' }).click();
  await expect(allocation.getByText(/Ført inn i aksjeeierboken \d{4}-\d{2}-\d{2}, ikke registrert i Foretaksregisteret ennå\./)).toBeVisible();
  await expect(allocation.getByRole('button', { name: 'Før inn i aksjeeierboken' })).toHaveCount(0);

  // The entry: an issue not yet registered, the new holders with new share numbers after the highest.
  await allocation.getByRole('link', { name: 'Åpne transaksjonen' }).click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Ikke registrert', { exact: true }).first()).toBeVisible();
  const range = async (name: string) => {
    const row = page.getByRole('row', { name: new RegExp(name) });
    const [, from, to] = /(\d+)\s*[-–]\s*(\d+)/.exec((await row.textContent()) ?? '')!;
    return [BigInt(from!), BigInt(to!)] as const;
  };
  await expect(page.getByRole('row', { name: /Kari Nordmann/ }).getByRole('cell', { name: /^\+6\s000\s000$/ })).toBeVisible();
  const [kariFrom, kariTo] = await range('Kari Nordmann');
  const [olaFrom, olaTo] = await range('Ola Tegnersen');
  expect([kariTo - kariFrom + 1n, olaFrom, olaTo - olaFrom + 1n]).toEqual([6_000_000n, kariTo + 1n, 4_000_000n]);
  expect(kariFrom).toBeGreaterThan(sharesBefore - 1n);

  // The log lists it as not registered; the shareholder list has the new holders; the articles the new share capital.
  await openFromCompanyMenu(page, 'Transaksjoner');
  await expect(page.getByRole('row', { name: /Emisjon/ }).filter({ hasText: 'Ikke registrert' }).first()).toBeVisible();
  await openFromCompanyMenu(page, 'Aksjonærer');
  await expect(page.getByRole('row', { name: /Kari Nordmann/ })).toContainText(/6\s000\s000/);
  await expect(page.getByRole('row', { name: /Ola Tegnersen/ })).toContainText(/4\s000\s000/);
  await openFromCompanyMenu(page, 'Vedtekter');
  await expect.poll(() => sharesInArticles(page)).toBe(sharesBefore + 10_000_000n);

  // Registered in the business register: the entry's registration date entered, it is pending no more.
  await openFromCompanyMenu(page, 'Transaksjoner');
  await page.getByRole('row', { name: /Emisjon/ }).filter({ hasText: 'Ikke registrert' }).first().click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Angi registreringsdato' }).click();
  const registration = page.getByRole('dialog', { name: 'Angi registreringsdato' });
  await registration.getByLabel('Dato').fill(new Date().toISOString().slice(0, 10));
  await registration.getByRole('button', { name: 'Lagre ny dato' }).click();
  await expect(page.getByText('Datoen er endret.')).toBeVisible();
  await expect(page.getByText('Ikke registrert', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Endre dato' })).toBeVisible();
});
