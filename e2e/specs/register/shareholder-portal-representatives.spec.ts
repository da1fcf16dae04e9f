import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { latestEmailTo, linkIn } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('a shareholder invites a representative, who then sees their holding and transactions, until the holder removes them', async ({ page, browser }) => {
  const email = `representant.${Date.now()}@example.no`;
  await signInAs(page, 'shareholder');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('button', { name: new RegExp(nordlys.name) }).first().click();
  await expectPath(page, new RegExp(`/shareholder/${nordlys.organisationNumber}/[0-9a-f-]+/dashboard$`));

  await page.getByRole('link', { name: 'Representanter' }).click();
  await expect(page.getByText('Ingen representerer deg ennå.')).toBeVisible();
  await page.getByRole('button', { name: 'Inviter representant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter representant' });
  await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
  await expect(dialog.getByText('Feltet må fylles ut.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-post' }).fill(email);
  await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
  await expect(page.getByText('Invitasjonen er sendt.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Representanter' });
  await expect(table.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) })).toContainText('Invitert');

  const mail = await latestEmailTo(email);
  expect(mail.subject).toContain(nordlys.name);
  const representative = await (await browser.newContext()).newPage();
  await representative.goto(linkIn(mail, '/invitation/'));
  await expect(representative.getByText(/til å representere en aksjonær/)).toBeVisible();
  await representative.getByRole('textbox', { name: 'Fullt navn' }).fill('Rita Representant');
  await representative.getByLabel(/^Passord/).fill('Representant-passord-2026');
  await representative.getByRole('button', { name: 'Godta invitasjonen' }).click();
  await representative.getByRole('checkbox', { name: 'Jeg godtar bruksvilkårene' }).check();
  await representative.getByRole('button', { name: 'Fullfør registreringen' }).click();

  // The representative acts for the holder: the holder's holding and transactions, under the holder's id.
  await expectPath(representative, new RegExp(`/shareholder/${nordlys.organisationNumber}/[0-9a-f-]+/(dashboard|overview)`));
  await expect(representative.getByText(/Du eier [\d\s]+ aksjer/)).toBeVisible();
  await representative.getByRole('link', { name: 'Transaksjoner' }).click();
  await expect(representative.getByRole('table', { name: 'Transaksjoner' }).getByRole('cell', { name: 'Aksjebeholdning per dato' }).first()).toBeVisible();
  await representative.getByRole('link', { name: 'Representanter' }).click();
  await expect(representative.getByRole('table', { name: 'Representanter' })).toContainText('Rita Representant');
  await expect(representative.getByRole('button', { name: 'Inviter representant' })).toHaveCount(0);

  await page.reload();
  const row = table.getByRole('row', { name: /Rita Representant/ });
  await expect(row).toContainText('Aktiv');

  // The company's admin sees the holder's representatives in the holder's details, reached by clicking.
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin');
  await openCompanyFromPortfolio(admin, nordlys.name);
  await openFromCompanyMenu(admin, 'Aksjonærer');
  await admin.getByPlaceholder('Søk').fill('Ola Berg');
  // The search applies after a pause and puts the list back in the address: a click before it would be undone.
  await expect(admin).toHaveURL(/%22q%22%3A%22Ola%20Berg%22/);
  await admin.getByRole('row', { name: /Ola Berg/ }).locator('td.column-name').click();
  await expect(admin.getByRole('heading', { name: 'Ola Berg', exact: true })).toBeVisible();
  const representatives = admin.getByRole('region', { name: 'Representanter' });
  await expect(representatives.getByText(`Rita Representant (${email})`)).toBeVisible();
  await expect(representatives.getByText('Aktiv')).toBeVisible();

  await row.getByRole('button', { name: 'Fjern representant' }).click();
  await page.getByRole('dialog', { name: 'Fjern representant' }).getByRole('button', { name: 'Fjern', exact: true }).click();
  await expect(page.getByText('Representanten er fjernet.')).toBeVisible();
  await expect(page.getByText('Ingen representerer deg ennå.')).toBeVisible();

  // Removal ends the representative's sessions at once.
  await representative.reload();
  await expectPath(representative, /\/login/);
});
