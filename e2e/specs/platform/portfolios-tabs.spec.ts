import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoSubsidiary } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('an admin opens the contacts and follow-up tabs across the portfolio', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);

  const sections = page.getByRole('tablist', { name: 'Porteføljens deler' });
  await sections.getByRole('tab', { name: 'Kontakter' }).click();
  await expectPath(page, /\/portfolio\/all\/contacts$/);
  const admins = page.getByRole('table', { name: 'Administratorer' });
  await expect(admins.getByRole('row', { name: /Astrid Admin/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Styre og ledelse' }).click();
  await expectPath(page, /\/portfolio\/all\/contacts\/board$/);
  await expect(page.getByRole('table', { name: 'Styre og ledelse' }).getByRole('row', { name: /Ingrid Haugen.*Styreleder/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Aksjonærer' }).last().click();
  const holders = page.getByRole('table', { name: 'Aksjonærer' });
  await expect(page.getByText(/^1–25 av \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Neste side' }).click();
  await expect(page.getByText(/^26–50 av \d+$/)).toBeVisible();
  await page.getByLabel('Søk på navn eller e-post').fill('Ola Berg');
  await expect(holders.getByRole('row', { name: new RegExp(`Ola Berg.*${nordlys.name}`) })).toBeVisible();
  await page.getByLabel('Søk på navn eller e-post').fill('finnes-ikke-xyz');
  await expect(page.getByText('Ingen treff på søket.')).toBeVisible();

  await sections.getByRole('tab', { name: 'Oppfølging' }).click();
  // The default tab is what waits for the admin's signature, or what they signed when nothing waits (earlier specs may leave one).
  await expectPath(page, /\/portfolio\/all\/follow-up\/signatures\/(signed|pending)$/);
  await page.getByRole('tablist', { name: 'Signeringer' }).getByRole('tab', { name: /^Signert av deg/ }).click();
  await expectPath(page, /\/portfolio\/all\/follow-up\/signatures\/signed$/);
  await expect(page.getByText(/Styreinstruks/).first()).toBeVisible();
  await page.getByRole('tablist', { name: 'Oppfølgingsområder' }).getByRole('tab', { name: /^Aksjonærer/ }).click();
  await expectPath(page, /\/portfolio\/all\/follow-up\/shareholders$/);
  const followUps = page.getByRole('list', { name: 'Aksjonærer' });
  await expect(followUps.getByRole('listitem').filter({ hasText: nordlys.name })).toContainText(/Uten fødselsnummer eller organisasjonsnummer: \d+/);

  // The typed address is the subject: the board-role scope has no contacts, so its address leads to the companies.
  await page.goto('/portfolio/board_member/contacts');
  await expectPath(page, /\/portfolio\/board_member\/companies$/);
  await expect(page.getByRole('tablist', { name: 'Porteføljens deler' }).getByRole('tab', { name: 'Kontakter' })).toHaveCount(0);
});

test('an admin connects a subsidiary from the not-connected tab by inviting its receiver', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('tab', { name: 'Ikke tilknyttet' }).click();
  const subsidiaries = page.getByRole('list', { name: 'Datterselskaper som ikke er tilknyttet' });
  await expect(subsidiaries.getByText(demoSubsidiary.name)).toBeVisible();
  await expect(subsidiaries.getByText(`${nordlys.name} eier 80,00 %`, { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Koble til selskaper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Koble til datterselskaper' });
  await dialog.getByLabel(new RegExp(demoSubsidiary.name)).check();
  await dialog.getByRole('button', { name: 'Koble til', exact: true }).click();
  await expect(dialog.getByText('Feltet må fylles ut.')).toBeVisible();
  const email = dialog.getByLabel(new RegExp(`E-post til mottaker i ${demoSubsidiary.name}`));
  await email.fill('ikke-en-adresse');
  await dialog.getByRole('button', { name: 'Koble til', exact: true }).click();
  await expect(dialog.getByText(/ugyldig/i)).toBeVisible();
  // The subsidiary's CEO is offered from its roles (find-onboarding-candidates) and fills in the receiver.
  await dialog.getByRole('group', { name: 'Forslag fra selskapets roller' }).getByRole('button', { name: `${demoSubsidiary.ceo.firstName} ${demoSubsidiary.ceo.lastName} (Daglig leder)` }).click();
  await expect(email).toHaveValue(demoSubsidiary.ceo.email);
  await dialog.getByRole('button', { name: 'Koble til', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Invitasjonene er sendt.')).toBeVisible();
  await expect(subsidiaries.getByRole('listitem').filter({ hasText: demoSubsidiary.name }).getByText('Invitasjon sendt')).toBeVisible();
});
