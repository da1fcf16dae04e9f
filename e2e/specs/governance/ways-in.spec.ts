import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoUsers } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const holder = demoUsers.shareholder.name;

/** Opens Nordlys from the portfolio's company list where it opens a portal (the board member's, the shareholder's). */
const openPortalFromPortfolio = async (page: Page, portal: RegExp) => {
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('main').getByText(nordlys.name, { exact: true }).first().click();
  await expectPath(page, portal);
};

test('an admin reaches the powers of attorney, the dashboard and the company follow-up tabs by clicking', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);

  await openFromCompanyMenu(page, 'Fullmakter');
  await expectPath(page, /\/power-of-attorney$/);
  const active = page.getByRole('list', { name: 'Gjeldende' });
  const power = active.getByRole('link', { name: new RegExp(`→ ${holder}`) });
  await expect(power).toContainText('Ordinær generalforsamling');
  await power.click();
  await expectPath(page, /\/power-of-attorney\/[0-9a-f-]{36}\/details$/);
  await expect(page.getByRole('heading', { name: /^Fullmakt fra / })).toBeVisible();
  await expect(page.getByText(`${holder} (aksjeeier)`)).toBeVisible();
  // Each instruction is read by its matter's name; a matter without one is at the proxy's discretion.
  const instructions = page.getByRole('table', { name: 'Stemmeinstrukser' });
  await expect(instructions.getByRole('row', { name: 'Utbytte Stem for' })).toBeVisible();
  await expect(instructions.getByRole('row', { name: 'Endring av vedtektene Etter fullmektigens skjønn' })).toBeVisible();
  await page.getByRole('link', { name: 'Ordinær generalforsamling' }).click();
  await expectPath(page, /\/general-meeting-preview\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: 'Fullmakter' }).click();
  await page.getByRole('list', { name: 'Fullmakter' }).getByRole('link', { name: new RegExp(`→ ${holder}`) }).click();
  await expectPath(page, /\/power-of-attorney\/[0-9a-f-]{36}\/details$/);
  await page.getByRole('link', { name: 'Tilbake til fullmaktene' }).click();
  await page.getByRole('tab', { name: 'Trukket tilbake' }).click();
  await expectPath(page, /\/power-of-attorney\/revoked$/);
  await expect(page.getByText('Ingen fullmakter er trukket tilbake.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Selskapsmeny' }).getByRole('link', { name: 'Oversikt', exact: true }).click();
  await expectPath(page, /\/dashboard$/);
  await expect(page.getByRole('heading', { name: nordlys.name, level: 1 })).toBeVisible();

  await openFromCompanyMenu(page, 'Signeringer');
  const followUp = page.getByRole('tablist', { name: 'Oppfølgingsområder' });
  await followUp.getByRole('tab', { name: 'Selskapsinformasjon' }).click();
  await expectPath(page, /\/follow-up\/company-info$/);
  await expect(page.getByRole('heading', { name: 'Oppfølging' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Selskapsinformasjon' }).or(page.getByText('Ingenting å følge opp i selskapsinformasjonen.'))).toBeVisible();
  await followUp.getByRole('tab', { name: 'Aksjonærer' }).click();
  await expectPath(page, /\/follow-up\/shareholders$/);
  await expect(page.getByRole('list', { name: 'Aksjonærer' }).getByRole('listitem').first().or(page.getByText('Ingenting å følge opp i aksjonærregisteret.'))).toBeVisible();
  await followUp.getByRole('tab', { name: 'Saker' }).click();
  await expectPath(page, /\/follow-up\/matters$/);
});

test('a shareholder keeps contact and bank details on their own tabs', async ({ page }) => {
  await signInAs(page, 'shareholder');
  await openPortalFromPortfolio(page, /\/shareholder\//);
  await page.getByRole('link', { name: 'Opplysninger' }).click();
  await expectPath(page, /\/details$/);
  await expect(page.getByLabel('Postnummer')).toBeVisible();
  await page.getByRole('tab', { name: 'Bankopplysninger' }).click();
  await expectPath(page, /\/details\/bank$/);
  await expect(page.getByLabel('IBAN')).toBeVisible();
  await expect(page.getByLabel('Postnummer')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Kontaktopplysninger' }).click();
  await expectPath(page, /\/details\/contact$/);
  await expect(page.getByLabel('Postnummer')).toBeVisible();
});

test('a board member downloads a meeting notice with its attachments from the board portal', async ({ page }) => {
  await signInAs(page, 'board');
  await openPortalFromPortfolio(page, /\/board-member\//);
  await page.getByRole('link', { name: 'Møter', exact: true }).first().click();
  await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
  await expectPath(page, /\/meetings\/[0-9a-f-]{36}\/board-meeting$/);
  await page.getByRole('tab', { name: 'Innkalling' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned innkalling med vedlegg' }).click();
  const download = await downloading;
  const bytes = await readFile((await download.path())!);
  // A PDF alone, or a zip of the notice and its attachments.
  expect(['%PDF', 'PK\u0003\u0004']).toContain(bytes.subarray(0, 4).toString('latin1'));
});
