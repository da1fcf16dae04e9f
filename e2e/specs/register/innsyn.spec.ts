import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { latestEmailWithSubject } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('anyone asks for a copy of the register and the admin sends it, redacted, before the deadline', async ({ page }) => {
  // A public page, typed from outside.
  await page.goto(`/innsyn/${nordlys.organisationNumber}`);
  await page.getByLabel('E-post').fill('ikke-en-adresse');
  await page.getByRole('button', { name: 'Be om kopi' }).click();
  await expect(page.getByText('Feltet må fylles ut.')).toBeVisible();
  await expect(page.getByText('Ugyldig e-postadresse.')).toBeVisible();
  await page.getByLabel('Navn').fill('Per Journalist');
  await page.getByLabel('E-post').fill('per.journalist@example.no');
  await page.getByRole('button', { name: 'Be om kopi' }).click();
  await expect(page.getByRole('status')).toContainText(`${nordlys.name} skal sende kopien innen`);

  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Innsyn i aksjeeierboken');
  const row = page.getByRole('table', { name: 'Innsyn i aksjeeierboken' }).getByRole('row', { name: /Per Journalist/ });
  await expect(row.getByText('Åpen')).toBeVisible();
  await row.getByRole('button', { name: 'Send kopi' }).click();
  await expect(row.getByText('Sendt')).toBeVisible();

  const mail = await latestEmailWithSubject('per.journalist@example.no', `Kopi av aksjeeierboken til ${nordlys.name}`);
  expect(mail.text).toContain('Ola Berg');
  // No identity numbers (11 digits) or email addresses of holders in the copy.
  expect(mail.text).not.toMatch(/\b\d{11}\b/);
  expect(mail.text).not.toMatch(/@(?!andel)/);
});
