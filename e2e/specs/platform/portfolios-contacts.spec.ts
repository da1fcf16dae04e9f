import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoUsers } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const accountant = demoUsers.accountant;

test('an admin opens a contact, a custom role and a holder from the portfolio tabs, and the follow-up badge resets', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  // The demo companies have things to follow up that the admin has not looked at yet.
  await expect(page.getByRole('link', { name: /^Oppfølging, [1-9]\d* nye$/ })).toBeVisible();

  const sections = page.getByRole('tablist', { name: 'Porteføljens deler' });
  await sections.getByRole('tab', { name: 'Kontakter' }).click();
  await page.getByRole('table', { name: 'Administratorer' }).getByRole('link', { name: accountant.name }).click();
  await expectPath(page, /\/portfolio\/all\/contacts\/admins\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: accountant.name })).toBeVisible();
  await expect(page.getByText(accountant.email)).toBeVisible();
  const companies = page.getByRole('table', { name: 'Selskaper' });
  const nordlysRow = companies.getByRole('row', { name: new RegExp(nordlys.name) });
  await expect(nordlysRow.getByRole('link', { name: 'Regnskapsfører' })).toBeVisible();
  await nordlysRow.getByRole('button', { name: 'Fjern tilgang' }).click();
  const revoke = page.getByRole('dialog', { name: 'Fjern tilgang' });
  await expect(revoke.getByText(`Fjerne tilgangen til ${accountant.name} i ${nordlys.name}?`)).toBeVisible();
  await revoke.getByRole('button', { name: 'Avbryt' }).click();
  await expect(revoke).toBeHidden();

  await nordlysRow.getByRole('link', { name: 'Regnskapsfører' }).click();
  await expectPath(page, /\/portfolio\/all\/contacts\/custom-role\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Regnskapsfører' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tilgangsnivåer' }).getByRole('row', { name: /Aksjonærer\s*Se/ })).toBeVisible();
  await page.getByRole('table', { name: 'Brukere med rollen' }).getByRole('link', { name: accountant.name }).click();
  await expectPath(page, /\/contacts\/custom-role\/[0-9a-f-]{36}\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Har rollen i ${nordlys.name}.`)).toBeVisible();

  await sections.getByRole('tab', { name: 'Aksjonærer' }).click();
  await expectPath(page, /\/portfolio\/all\/shareholders$/);
  await page.getByLabel('Søk etter aksjonær').fill('Ola Berg');
  const holderRow = page.getByRole('table', { name: 'Aksjonærer' }).getByRole('row', { name: new RegExp(`Ola Berg.*${nordlys.name}`) });
  await holderRow.getByRole('link', { name: 'Ola Berg' }).first().click();
  await expectPath(page, /\/portfolio\/all\/shareholder\/[0-9a-f]{32}\/overview$/);
  await expect(page.getByRole('heading', { name: 'Ola Berg' })).toBeVisible();
  // Shares, votes and parts, written the Norwegian way.
  await expect(page.getByRole('table', { name: 'Oversikt' }).getByRole('row', { name: new RegExp(`${nordlys.name}.*\\d+,\\d{2} %`) })).toBeVisible();
  await page.getByRole('tab', { name: 'Detaljer' }).click();
  await expectPath(page, /\/shareholder\/[0-9a-f]{32}\/details$/);
  await expect(page.getByRole('table', { name: 'Detaljer' }).getByRole('row', { name: new RegExp(nordlys.name) })).toContainText(new RegExp(`aksjonaer\\d+@${nordlys.organisationNumber}\\.demo`));

  // Opening the follow-up from the top bar resets its count.
  await page.getByRole('link', { name: /^Oppfølging, \d+ nye$/ }).click();
  await expectPath(page, /\/portfolio\/all\/follow-up\/company-info$/);
  await expect(page.getByRole('link', { name: 'Oppfølging, 0 nye' })).toBeVisible();
});
