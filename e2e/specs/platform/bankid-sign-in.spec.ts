import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoBankIdNationalId, demoCompanies, demoUsers } from '@andel/db';
import { expectPath } from '../../support/sign-in.helpers';

/** At the local test provider that plays BankID (the server runs with OIDC_DEV_PROVIDER=1): national id and name, then sign in. */
const signInAtBankId = async (page: Page, person: { nationalId: string; name: string }) => {
  await expect(page.getByRole('heading', { name: 'Lokal BankID (test)' })).toBeVisible();
  await page.getByLabel('Fødselsnummer / personnummer').fill(person.nationalId);
  await page.getByLabel('Navn').fill(person.name);
  await page.getByRole('button', { name: 'Logg inn' }).click();
};

test('BankID Norway on /login signs the board chair in by her national id', async ({ page }) => {
  // The sign-in page, where every journey starts.
  await page.goto('/login');
  await page.getByRole('button', { name: 'BankID', exact: true }).click();
  await signInAtBankId(page, { nationalId: demoBankIdNationalId, name: 'Ingrid Haugen' });

  await expectPath(page, /\/portfolio\/all\/companies$/);
  await expect(page.getByText(demoCompanies[0].name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Brukermeny' }).click();
  await expect(page.getByText(demoUsers.board.email)).toBeVisible();
});

test('BankID Sweden on /login-sweden registers someone new through the first-login screen', async ({ page }) => {
  // The sign-in page, where every journey starts.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Bruk svensk BankID' }).click();
  await expectPath(page, /\/login-sweden$/);
  await page.getByRole('button', { name: 'Svensk BankID' }).click();
  await signInAtBankId(page, { nationalId: '199001011239', name: 'Sven Svensson' });

  await expect(page.getByRole('heading', { name: 'Velkommen, Sven Svensson!' })).toBeVisible();
  await expect(page.getByLabel(/e-post/i)).toHaveValue('');
});

test('MitID is offered beside BankID on the sign-in page and signs someone new in through the first-login screen', async ({ page }) => {
  // The sign-in page, where every journey starts.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'BankID', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'MitID (Danmark)' }).click();
  await signInAtBankId(page, { nationalId: '0101801234', name: 'Mette Madsen' });

  await expect(page.getByRole('heading', { name: 'Velkommen, Mette Madsen!' })).toBeVisible();
});

test('a callback whose state does not belong to the sign-in is refused with its message', async ({ page }) => {
  // The sign-in page, where every journey starts.
  await page.goto('/login');
  await page.getByRole('button', { name: 'BankID', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Lokal BankID (test)' })).toBeVisible();
  // The typed address is the subject: a forged sign-in callback is refused.
  await page.goto('/login-callback?code=forged&state=forged');
  await expect(page.getByText('Svaret fra e-ID-leverandøren hører ikke til denne innloggingen. Prøv igjen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tilbake til innlogging' })).toBeVisible();
});
