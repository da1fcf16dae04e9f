import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { writeMatter } from '../../support/governance.helpers';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const bergfjell = demoCompanies[1];

const openProjects = async (page: Page, { name, organisationNumber }: { name: string; organisationNumber: string }) => {
  await openCompanyFromPortfolio(page, name);
  await openFromCompanyMenu(page, 'Prosjekter');
  await expectPath(page, new RegExp(`/company/${organisationNumber}/projects$`));
  await expect(page.getByRole('heading', { name: 'Prosjekter', level: 1 })).toBeVisible();
};

test('an admin creates a board meeting with two free-text matters and its notice recipients, and finds them after reload', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await openProjects(page, nordlys);

  await page.getByRole('button', { name: 'Nytt styremøte' }).click();
  const form = page.getByRole('dialog', { name: 'Nytt styremøte' });
  // The seed's defaults: hybrid, 12:00 to 14:00, notice and minutes.
  await expect(form.getByRole('radio', { name: 'Hybridmøte' })).toBeChecked();
  await expect(form.getByLabel('Starttid')).toHaveValue('12:00');
  await expect(form.getByLabel('Sluttid')).toHaveValue('14:00');
  await expect(form.getByRole('checkbox', { name: 'Innkalling' })).toBeChecked();
  // MEETING brings NOTICE; dropping NOTICE drops MEETING.
  await form.getByRole('checkbox', { name: 'Møte', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Innkalling' }).uncheck();
  await expect(form.getByRole('checkbox', { name: 'Møte', exact: true })).not.toBeChecked();
  await form.getByRole('checkbox', { name: 'Innkalling' }).check();
  await form.getByLabel('Prosjektnavn').fill('Styremøte mai 2030');
  await form.getByLabel('Dato').fill('2030-05-14');
  // Typed as 24-hour HH:MM whatever the browser's locale (a native time field would show AM/PM in English).
  await expect(form.getByLabel('Starttid')).toHaveAttribute('placeholder', 'TT:MM');
  await form.getByLabel('Starttid').fill('2200');
  await form.getByLabel('Starttid').blur();
  await expect(form.getByLabel('Starttid')).toHaveValue('22:00');
  await form.getByLabel('Sluttid').fill('01:00');
  await expect(form.getByText('Slutter neste dag, 2030-05-15')).toBeVisible();
  await form.getByRole('button', { name: 'Opprett møte' }).click();

  await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Styremøte mai 2030', level: 1 })).toBeVisible();
  await expect(page.getByText('Innkalling til styremøte', { exact: true }).first()).toBeVisible();

  await writeMatter(page, 1, 'Budsjett 2030', 'Styret gjennomgår budsjettet for 2030.');
  await writeMatter(page, 2, 'Ny daglig leder', 'Styret ansetter ny daglig leder fra 1. juni.');

  // The notice editor's panels (the minutes editor below has its own meeting details).
  const notice = page.getByRole('region', { name: 'Innkalling til styremøte', exact: true });
  const details = notice.getByRole('region', { name: 'Møtedetaljer' });
  await expect(details.getByLabel('Dato')).toHaveValue('2030-05-14');
  await details.getByRole('radio', { name: 'Lenke oppgis nå' }).check();
  await details.getByLabel('Lenke til møtet').fill('meet.example.com/styre');
  await expect(details.getByText('Lagres som https://meet.example.com/styre')).toBeVisible();

  const recipients = page.getByRole('region', { name: 'Mottakere' });
  const chair = recipients.getByRole('checkbox', { name: 'Ingrid Haugen, Styreleder (styre@andel.demo)' });
  await expect(chair).toBeChecked();
  await recipients.getByRole('button', { name: 'Legg til deltaker' }).click();
  await recipients.getByLabel('Navn, deltaker 1').fill('Rita Revisor');
  await recipients.getByLabel('E-post, deltaker 1').fill('rita@');
  await page.getByRole('button', { name: 'Lagre innkallingen' }).click();
  await expect(recipients.getByText('Ugyldig e-postadresse.')).toBeVisible();
  await recipients.getByLabel('E-post, deltaker 1').fill('Rita@Revisjon.example');
  await page.getByRole('button', { name: 'Lagre innkallingen' }).click();
  await expect(page.getByText('Innkallingen er lagret.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Sak 1: Budsjett 2030' }).getByLabel('Sakstekst (Norsk)')).toHaveText('Styret gjennomgår budsjettet for 2030.');
  await expect(page.getByRole('region', { name: 'Sak 2: Ny daglig leder' }).getByLabel('Sakstekst (Norsk)')).toHaveText('Styret ansetter ny daglig leder fra 1. juni.');
  const saved = page.getByRole('region', { name: 'Mottakere' });
  await expect(saved.getByRole('checkbox', { name: 'Ingrid Haugen, Styreleder (styre@andel.demo)' })).toBeChecked();
  await expect(saved.getByLabel('Navn, deltaker 1')).toHaveValue('Rita Revisor');
  await expect(saved.getByLabel('E-post, deltaker 1')).toHaveValue('rita@revisjon.example');
  await expect(notice.getByRole('region', { name: 'Møtedetaljer' }).getByLabel('Lenke til møtet')).toHaveValue('https://meet.example.com/styre');
  await expect(notice.getByRole('region', { name: 'Møtedetaljer' }).getByLabel('Sluttid')).toHaveValue('01:00');

  // Back in the list, the meeting is the admin's own.
  await page.getByRole('link', { name: 'Alle prosjekter' }).click();
  await page.getByRole('tab', { name: 'Opprettet av meg' }).click();
  await expect(page.getByRole('row', { name: /Styremøte mai 2030/ })).toContainText('2');
});

test('a BASIC company sees the categories it lacks disabled with the subscription they need, and the name follows the picked decisions', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await openProjects(page, bergfjell);
  await page.getByRole('button', { name: 'Nytt prosjekt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt prosjekt' });
  const aboutTheCompany = dialog.getByRole('region', { name: 'Om selskapet' });
  await expect(aboutTheCompany.getByText('Krever abonnementet Pro.')).toBeVisible();
  await expect(aboutTheCompany.getByRole('checkbox', { name: 'Endring av foretaksnavn' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Utbytte', exact: true }).check();
  await expect(dialog.getByLabel('Prosjektnavn')).toHaveValue(/^\d{4}-\d{2}-\d{2} Utbytte$/);
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: /^Sak 1: Utbytte/ })).toBeVisible();
});
