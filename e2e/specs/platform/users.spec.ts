import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

test('a partner\'s link welcomes the visitor, who signs in; the partner is recorded on the first signed-in page', async ({ page }) => {
  // An affiliate link, typed or followed from outside.
  await page.goto('/affiliate/regnskapspartner-1');
  await expect(page.getByRole('heading', { name: 'Velkommen til Andel' })).toBeVisible();
  await expect(page.getByText(/via en av våre samarbeidspartnere \(regnskapspartner-1\)/)).toBeVisible();
  await page.getByRole('link', { name: 'Logg inn eller opprett konto' }).click();
  await expectPath(page, /\/login/);
  await signInAs(page, 'shareholder');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  // Sent once and let go: nothing waits in the browser any more.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('andel.affiliateKey'))).toBeNull();

  // The typed address is the subject: a malformed affiliate link.
  await page.goto('/affiliate/not a key!');
  await expect(page.getByText('Lenken er ikke gyldig.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logg inn eller opprett konto' })).toHaveCount(0);
});
