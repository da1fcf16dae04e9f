import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { latestEmailTo, linkIn } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openCompanySettings, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];

test('an admin invites an administrator by email, the invitee accepts, and loses access at once when revoked', async ({ page, browser }) => {
  const email = `ny.admin.${Date.now()}@example.no`;
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, company.name);
  await openCompanySettings(page, 'Brukere');

  await page.getByRole('button', { name: 'Inviter administrator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter administrator' });
  await dialog.getByRole('textbox', { name: 'E-post' }).fill(email);
  await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
  await expect(page.getByText('Invitasjonen er sendt.')).toBeVisible();
  const invitedRow = page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(invitedRow).toContainText('Invitert');

  const mail = await latestEmailTo(email);
  expect(mail.subject).toContain(company.name);
  const invitationPath = linkIn(mail, '/invitation/');

  const invitee = await (await browser.newContext()).newPage();
  // The invitation link as the invitee received it by email.
  await invitee.goto(invitationPath);
  await expect(invitee.getByText(company.name)).toBeVisible();
  await invitee.getByRole('textbox', { name: 'Fullt navn' }).fill('Nora Ny Administrator');
  await invitee.getByLabel(/^Passord/).fill('Ny-admin-passord-2026');
  await invitee.getByRole('button', { name: 'Godta invitasjonen' }).click();
  await expectPath(invitee, new RegExp(`/company/${company.organisationNumber}`));
  await expect(invitee.getByText(company.name).first()).toBeVisible();
  expect((await invitee.request.get(`/api/company/${company.organisationNumber}`)).status()).toBe(200);

  await page.reload();
  const acceptedRow = page.getByRole('row', { name: /Nora Ny Administrator/ });
  await expect(acceptedRow).not.toContainText('Invitert');
  await acceptedRow.getByRole('button', { name: 'Fjern tilgang' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /bekreft/i }).click();
  await expect(page.getByText('Tilgangen er fjernet.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nora Ny Administrator/ })).toHaveCount(0);

  // Revoking ends the person's sessions, so the very next request is refused and the console asks them to sign in.
  expect((await invitee.request.get(`/api/company/${company.organisationNumber}`)).status()).toBe(401);
  await invitee.reload();
  await expectPath(invitee, /\/login/);
});

test('an admin notifies a shareholder, who accepts the emailed invitation and sees their own holding in the portal', async ({ page, browser }) => {
  const holderCompany = demoCompanies[1];
  const email = `aksjonaer.${Date.now()}@example.no`;
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, holderCompany.name);
  await openFromCompanyMenu(page, 'Aksjonærer');

  await page.getByRole('button', { name: 'Varsle aksjonærer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Varsle aksjonærer' });
  const firstHolder = dialog.getByRole('row').nth(1);
  const holderName = (await firstHolder.getByRole('cell').nth(1).innerText()).trim();
  await firstHolder.getByRole('checkbox').check();
  await firstHolder.getByRole('textbox').fill(email);
  await dialog.getByRole('combobox', { name: 'Språk i e-posten' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await dialog.getByRole('button', { name: 'Send invitasjoner' }).click();
  await expect(page.getByText('1 aksjonærer er invitert.')).toBeVisible();

  const mail = await latestEmailTo(email);
  expect(mail.subject).toMatch(/invited you/);
  const holder = await (await browser.newContext()).newPage();
  // The invitation link as the shareholder received it by email.
  await holder.goto(linkIn(mail, '/invitation/'));
  await holder.getByRole('textbox', { name: 'Fullt navn' }).fill(holderName);
  await holder.getByLabel(/^Passord/).fill('Aksjonaer-passord-2026');
  await holder.getByRole('button', { name: 'Godta invitasjonen' }).click();
  // A new user accepts the terms first (in the language the invitation was sent in), then comes back to the portal.
  await holder.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
  await holder.getByRole('button', { name: 'Complete registration' }).click();
  await expectPath(holder, new RegExp(`/shareholder/${holderCompany.organisationNumber}/[0-9a-f-]+/(dashboard|overview)`));
  await expect(holder.getByText(holderCompany.name).first()).toBeVisible();
  await holder.getByRole('link', { name: 'Details' }).click();
  await expect(holder.getByRole('heading', { name: holderName })).toBeVisible();
});
