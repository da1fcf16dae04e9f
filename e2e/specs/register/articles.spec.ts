import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { pdfText } from '@andel/domain/testing';
import { readFile } from 'node:fs/promises';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test('the admin writes the articles, adds, removes and brings back a paragraph, downloads the PDF, and a board member reads them', async ({ page, browser }) => {
  // Two sign-ins and a dozen saves on a shared 2-core machine.
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Vedtekter');
  await expect(heading(page, '§ 1 Foretaksnavn')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Versjoner' })).toHaveText('Gjelder fra 2025-11-01 · Vedtatt');

  // Writing the text whole: a title left empty in English is refused under its field, then the articles are saved.
  await page.getByRole('link', { name: 'Endre vedtekter' }).click();
  await page.getByRole('link', { name: 'Rediger hele teksten' }).click();
  const office = page.getByRole('group', { name: '§ 2' });
  await office.getByLabel('Tekst (Norsk)').fill('Selskapets forretningskontor er i Tromsø kommune.');
  await office.getByLabel('Tittel (Engelsk)').fill('');
  await page.getByRole('button', { name: 'Lagre vedtekter' }).click();
  await expect(office.getByText('Feltet må fylles ut.')).toBeVisible();
  await office.getByLabel('Tittel (Engelsk)').fill('Registered office');
  await page.getByRole('button', { name: 'Lagre vedtekter' }).click();
  await expect(page.getByText('Vedtektene er lagret.')).toBeVisible();
  await expect(page.getByText('Selskapets forretningskontor er i Tromsø kommune.')).toBeVisible();

  // A paragraph added as § 2 moves the later ones up; removing it moves them back; undoing the removal restores it.
  await page.getByRole('button', { name: 'Legg til paragraf' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Paragraf' }).click();
  await page.getByRole('option', { name: '§ 2', exact: true }).click();
  await dialog.getByLabel('Tittel (Norsk)').fill('Revisjon');
  await dialog.getByLabel('Tekst (Norsk)').fill('Selskapet skal ha revisor.');
  await dialog.getByRole('button', { name: 'Legg til paragraf' }).click();
  await expect(page.getByText('Tittel mangler på Engelsk.')).toBeVisible();
  await dialog.getByLabel('Tittel (Engelsk)').fill('Audit');
  await dialog.getByLabel('Tekst (Engelsk)').fill('The company shall have an auditor.');
  await dialog.getByRole('button', { name: 'Legg til paragraf' }).click();
  await expect(heading(page, '§ 2 Revisjon')).toBeVisible();
  await expect(heading(page, '§ 3 Forretningskontor')).toBeVisible();
  await expect(heading(page, '§ 9 Ordinær generalforsamling')).toBeVisible();

  await page.getByRole('button', { name: 'Fjern paragraf § 2' }).click();
  await expect(heading(page, '§ 2 Forretningskontor')).toBeVisible();
  await expect(heading(page, '§ 2 Revisjon')).toBeHidden();
  await page.getByRole('button', { name: 'Angre siste endring' }).click();
  await expect(heading(page, '§ 2 Revisjon')).toBeVisible();
  await expect(heading(page, '§ 3 Forretningskontor')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Endringer' })).toHaveText('La til § 2');

  // The share capital paragraph written from the register, in Norwegian figures.
  await page.getByRole('button', { name: 'Oppdater aksjekapital fra aksjeeierboken' }).click();
  await expect(page.getByText(/^Selskapets aksjekapital er \d{1,3}(\s\d{3})* NOK fordelt på \d{1,3}(\s\d{3})* aksjer, hver pålydende [\d,]+ NOK\.$/)).toBeVisible();

  await page.getByRole('link', { name: 'Tilbake til vedtektene' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned PDF' }).click();
  const text = (await pdfText(new Uint8Array(await readFile((await (await downloading).path())!)))).join('\n');
  expect(text).toContain(`Vedtekter ${nordlys.name}`);
  expect(text).toContain('Gjelder fra 2025-11-01');
  expect(text).toContain('§ 1 Foretaksnavn');
  expect(text).toContain('§ 2 Revisjon Selskapet skal ha revisor.');
  expect(text).toContain('§ 3 Forretningskontor Selskapets forretningskontor er i Tromsø kommune.');
  expect(text).toMatch(/§ 5 Aksjekapital Selskapets aksjekapital er \d{1,3}( \d{3})* NOK fordelt på \d{1,3}( \d{3})* aksjer/);
  expect(text).not.toContain('{"type"');

  // The board chair reads them in the board portal, in English too.
  const member = await (await browser.newContext()).newPage();
  await signInAs(member, 'board');
  await expectPath(member, /\/(portfolio|board-member)\//);
  if (/\/portfolio\//.test(member.url())) await member.getByRole('main').getByText(nordlys.name, { exact: true }).first().click();
  await expectPath(member, new RegExp(`/board-member/${nordlys.organisationNumber}`));
  await member.getByRole('navigation', { name: 'Styremeny' }).getByRole('link', { name: 'Vedtekter' }).click();
  await expect(heading(member, '§ 2 Revisjon')).toBeVisible();
  await expect(member.getByText('Selskapets forretningskontor er i Tromsø kommune.')).toBeVisible();
  await member.getByRole('button', { name: 'Engelsk' }).click();
  await expect(heading(member, '§ 2 Audit')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Endre vedtekter' })).toHaveCount(0);
  await member.context().close();
});
