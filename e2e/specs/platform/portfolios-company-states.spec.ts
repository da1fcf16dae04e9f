import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoUnregisteredCompany, demoUsers } from '@andel/db';
import { latestEmailWithSubject, linkIn } from '../../support/mail/mailbox';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { openCompanyFromPortfolio, searchAndChoose } from '../../support/navigation.helpers';
import { backToPortfolio, openCompanySearch } from '../../support/platform-navigation.helpers';

const bergfjell = demoCompanies[1];

test('a company kept here is asked for, then shows as pending and opens the request', async ({ page }) => {
  // The board chair of Nordlys has no access to Bergfjell, a customer kept here: a draft for them.
  await signInAs(page, 'board');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await searchAndChoose(page, 'Bergfjell', bergfjell.name, 'Be om tilgang');

  const dialog = page.getByRole('dialog', { name: 'Be om tilgang' });
  await expect(dialog).toContainText(`${bergfjell.name} er registrert i Andel`);
  // A customer needs the receiver and a personal note.
  await dialog.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(dialog.getByText('Feltet må fylles ut.').first()).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Tilgang du ber om' }).click();
  await page.getByRole('option', { name: 'Styreportalen' }).click();
  await dialog.getByRole('textbox', { name: 'E-post til en administrator' }).fill(demoUsers.admin.email);
  await dialog.getByRole('textbox', { name: 'Personlig melding' }).fill('Jeg er styreleder i morselskapet.');
  await dialog.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(page.getByText(`Forespørselen om tilgang til ${bergfjell.name} er sendt.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const companies = page.getByRole('list', { name: 'Selskaper' });
  const pending = companies.getByRole('button', { name: new RegExp(`^${bergfjell.name}`) });
  await expect(pending).toContainText('Venter på svar');
  await pending.click();
  await expectPath(page, /\/invitation-request\/[0-9a-f-]+$/);
  await expect(page.getByText('Forespørselen din venter på svar fra selskapets administratorer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Godta' })).toHaveCount(0);
});

test('a company not kept here is registered directly, with the user as its first administrator, pending until a super-admin approves the claim', async ({ page, browser }) => {
  await signInAs(page, 'shareholder');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await searchAndChoose(page, 'Fjordvind', demoUnregisteredCompany.name, 'Registrer selskapet');
  await expectPath(page, new RegExp(`/company/${demoUnregisteredCompany.organisationNumber}`));
  await expect(page.getByText(demoUnregisteredCompany.name).first()).toBeVisible();

  // No e-ID role proves the claim (no roles source here): the company is pending, and the page says what to do.
  const claim = page.getByRole('region', { name: 'Selskapet venter på bekreftelse' });
  await expect(claim).toContainText('ingen e-post, signering eller innkalling sendes i selskapets navn');
  await claim.getByRole('button', { name: 'Bekreft med BankID-rollen min' }).click();
  await expect(page.getByText(/BankID-en du logget inn med, har ingen rolle i selskapet/)).toBeVisible();

  // A super-admin checks the claim by hand and approves it in the back office.
  const backOffice = await (await browser.newContext()).newPage();
  await signInAs(backOffice, 'superAdmin');
  await expectPath(backOffice, /\/super-admin-backoffice/);
  await backOffice.getByRole('tab', { name: 'Company confirmations' }).click();
  const pendingClaims = backOffice.getByRole('list', { name: 'Companies awaiting confirmation' });
  const pendingClaim = pendingClaims.getByRole('listitem').filter({ hasText: demoUnregisteredCompany.name });
  await expect(pendingClaim).toContainText(demoUsers.shareholder.email);
  await pendingClaim.getByRole('button', { name: 'Approve' }).click();
  await expect(backOffice.getByText(`The registration of ${demoUnregisteredCompany.name} is approved.`)).toBeVisible();
  await backOffice.context().close();
  await page.reload();
  await expect(page.getByText(demoUnregisteredCompany.name).first()).toBeVisible();
  await expect(claim).toHaveCount(0);

  // Its first administrator accepts the terms on the company's behalf; until then every page of it asks.
  const terms = page.getByRole('region', { name: `Bruksvilkårene for ${demoUnregisteredCompany.name} er ikke godtatt` });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('button', { name: 'Godta vilkårene' })).toBeDisabled();
  await terms.getByRole('checkbox', { name: 'Jeg godtar bruksvilkårene på vegne av selskapet' }).check();
  await terms.getByRole('button', { name: 'Godta vilkårene' }).click();
  await expect(page.getByText(`Bruksvilkårene er godtatt for ${demoUnregisteredCompany.name}.`)).toBeVisible();
  await expect(terms).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(demoUnregisteredCompany.name).first()).toBeVisible();
  await expect(terms).toHaveCount(0);

  // Back in the portfolio it is one of the user's companies, administered, and not yet connected as a customer.
  await backToPortfolio(page);
  await page.getByRole('tab', { name: 'Ikke tilknyttet' }).click();
  await expectPath(page, /\/portfolio\/all\/companies\/not-connected$/);
  const entry = page.getByRole('list', { name: 'Selskaper' }).getByRole('button', { name: new RegExp(`^${demoUnregisteredCompany.name}`) });
  await expect(entry).toContainText('Administrator');
});

test('the company search is also reachable inside a company', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, bergfjell.name);
  await openCompanySearch(page, bergfjell.name);
  await expect(page.getByRole('heading', { name: 'Finn selskap' })).toBeVisible();
  await searchAndChoose(page, 'Nordlys Tek', demoCompanies[0].name, demoCompanies[0].organisationNumber);
  await expectPath(page, new RegExp(`/company/${demoCompanies[0].organisationNumber}$`));
});

test('a user asks several companies for access at once; an admin of both answers the batch together', async ({ page, browser }) => {
  const skargarden = demoCompanies[2];
  await signInAs(page, 'accountant');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await searchAndChoose(page, 'Bergfjell', bergfjell.name, 'Be om tilgang');
  const dialog = page.getByRole('dialog', { name: 'Be om tilgang' });
  await dialog.getByRole('combobox', { name: 'Be om tilgang til flere selskaper' }).fill('Skärgård');
  await page.getByRole('option', { name: new RegExp(skargarden.name) }).click();
  const chosen = dialog.getByRole('list', { name: 'Selskaper' });
  await expect(chosen.getByRole('listitem')).toHaveText([bergfjell.name, skargarden.name]);
  await dialog.getByRole('textbox', { name: 'E-post til en administrator' }).fill(demoUsers.admin.email);
  await dialog.getByRole('textbox', { name: 'Personlig melding' }).fill('Jeg fører regnskapet for konsernet.');
  await dialog.getByRole('button', { name: 'Send forespørsel' }).click();
  await expect(page.getByText('Forespørselen om tilgang til 2 selskaper er sendt.')).toBeVisible();
  const companies = page.getByRole('list', { name: 'Selskaper' });
  for (const name of [bergfjell.name, skargarden.name]) await expect(companies.getByRole('button', { name: new RegExp(`^${name}`) })).toContainText('Venter på svar');

  // The admin of both gets one email with the batch's link, and answers both at once.
  const mail = await latestEmailWithSubject(demoUsers.admin.email, `${bergfjell.name}, ${skargarden.name}`);
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin');
  await expectPath(admin, /\/portfolio\/all\/companies$/);
  // The batch's link as the admin received it by email.
  await admin.goto(linkIn(mail, '/batch-invitation-request/'));
  await expect(admin.getByRole('heading', { name: 'Forespørsel om tilgang til flere selskaper' })).toBeVisible();
  await expect(admin.getByText('Jeg fører regnskapet for konsernet.')).toBeVisible();
  const table = admin.getByRole('table', { name: 'Forespørsel om tilgang til flere selskaper' });
  await expect(table.getByRole('row', { name: new RegExp(bergfjell.name) })).toContainText('Venter på svar.');
  await admin.getByRole('button', { name: 'Avslå alle' }).click();
  await expect(admin.getByText('Svaret er registrert for 2 selskaper.')).toBeVisible();
  for (const name of [bergfjell.name, skargarden.name]) await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Forespørselen er avslått.');
  await expect(admin.getByRole('button', { name: 'Avslå alle' })).toHaveCount(0);
});

test('an admin keeps a remark on the company, shown on its start page', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('main').getByText(bergfjell.name, { exact: true }).first().click();
  await expectPath(page, new RegExp(`/company/${bergfjell.organisationNumber}`));
  const remark = page.getByRole('heading', { name: 'Merknad' }).locator('..');
  await expect(remark.getByText('Ingen merknad.')).toBeVisible();
  await remark.getByRole('button', { name: 'Endre merknad' }).click();
  await remark.getByRole('textbox', { name: 'Merknad' }).fill('Årsregnskapet sendes innen 31. mai.');
  await remark.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Merknaden er lagret.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Årsregnskapet sendes innen 31. mai.')).toBeVisible();
  await expect(page.getByRole('region', { name: /Bruksvilkårene for .* er ikke godtatt/ })).toHaveCount(0);
});
