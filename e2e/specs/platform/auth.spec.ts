import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoShareholderId, demoUsers } from '@andel/db';
import { latestEmailTo, linkIn } from '../../support/mail/mailbox';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('the admin signs in, sees the portfolio and opens a company in the admin console', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  // The company list, not the recently visited companies above it.
  const companies = page.getByRole('list', { name: 'Selskaper' });
  for (const company of demoCompanies) await expect(companies.getByText(company.name)).toBeVisible();
  await companies.getByText(nordlys.name).click();
  await expectPath(page, new RegExp(`/company/${nordlys.organisationNumber}`));
  await expect(page.getByText(nordlys.name).first()).toBeVisible();
});

test('the board member lands in the board portal', async ({ page }) => {
  await signInAs(page, 'board');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('list', { name: 'Selskaper' }).getByText(nordlys.name).click();
  await expectPath(page, new RegExp(`/board-member/${nordlys.organisationNumber}/schedule`));
  // What the board member sees: the company and the schedule's month, weeks from Monday.
  await expect(page.getByText(nordlys.name).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Årshjul' })).toBeVisible();
  const month = page.getByRole('grid', { name: 'Årshjul' });
  await expect(month.getByRole('columnheader').nth(1)).toHaveText('Mandag');
  await expect(page.getByRole('group', { name: 'Visning' }).getByRole('link', { name: 'Måned' })).toHaveAttribute('aria-pressed', 'true');
});

test('the shareholder lands in the shareholder portal and cannot open the admin console', async ({ page }) => {
  await signInAs(page, 'shareholder');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('list', { name: 'Selskaper' }).getByText(nordlys.name).click();
  await expectPath(page, new RegExp(`/shareholder/${nordlys.organisationNumber}/${demoShareholderId}/dashboard`));
  // Their own holding, from the register, and nobody else's.
  await expect(page.getByText(/Du eier [\d ]+ aksjer/)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  // The typed address is the subject: the admin console refuses a shareholder.
  await page.goto(`/company/${nordlys.organisationNumber}`);
  await expect(page.getByText(/ikke tilgang|no access|inte behörighet/i).first()).toBeVisible();
});

test('the super-admin reaches the back office', async ({ page }) => {
  await signInAs(page, 'superAdmin');
  await expectPath(page, /\/super-admin-backoffice/);
  await expect(page.getByLabel('Search for a company or user')).toBeVisible();
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  // The sign-in page, where every journey starts.
  await page.goto('/login');
  await page.getByLabel(/e-post|email/i).fill(demoUsers.admin.email);
  await page.getByLabel(/passord|password|lösenord/i).fill('not-the-password');
  await page.getByRole('button', { name: /logg inn|sign in|logga in/i }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  // The typed address is the subject: an unknown path shows the not-found page.
  await page.goto('/this/does/not/exist');
  await expect(page.getByText(/siden finnes ikke|page not found/i)).toBeVisible();
});

test('the admin signs out from the user menu and the session is gone', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('button', { name: 'Brukermeny' }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expectPath(page, /\/login/);
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  // The typed address is the subject: a deep link after signing out leads to sign-in.
  await page.goto('/portfolio/all/companies');
  await expectPath(page, /\/login/);
  // The sign-in form again, not the companies.
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Selskaper' })).toHaveCount(0);
});

test('a new user creates an account, is told to check the email, and signs in from its link', async ({ page }) => {
  const email = `ny-${Date.now()}@example.no`;
  // The sign-in page, where every journey starts.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Opprett konto' }).click();
  await page.getByLabel(/fullt navn/i).fill('Nina Ny');
  await page.getByLabel(/e-post/i).fill(email);
  await page.getByLabel(/passord/i).fill('Long-enough-1');
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await expect(page.getByText(`Vi har sendt en e-post til ${email}`)).toBeVisible();
  // The link as received by email.
  await page.goto(linkIn(await latestEmailTo(email), '/login'));
  await page.getByLabel(/e-post|email/i).fill(email);
  await page.getByLabel(/passord|password|lösenord/i).fill('Long-enough-1');
  await page.getByRole('button', { name: /logg inn|sign in|logga in/i }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  // Signed in: welcomed by name, told there are no companies yet, and asked to accept the terms.
  await expect(page.getByRole('heading', { name: 'Velkommen, Nina Ny!' })).toBeVisible();
  await expect(page.getByText(/Du er ikke knyttet til noe selskap ennå/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Jeg godtar bruksvilkårene' })).toBeVisible();
});
