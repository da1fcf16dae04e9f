import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import ExcelJS from 'exceljs';
import { pdfText } from '../../../domain/testing/pdf-text';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { choose, openTransactionForm, pick } from '../../support/transaction-form.helpers';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio, openCompanyMenuEntry } from '../../support/navigation.helpers';

const [nordlysCompany, bergfjellCompany] = demoCompanies;
const [nordlys, bergfjell] = [nordlysCompany.organisationNumber, bergfjellCompany.organisationNumber];

/** The portfolio's follow-up of shareholders, from the start page's "Oppfølging" tab. */
const openShareholderFollowUp = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('tablist', { name: 'Porteføljens deler' }).getByRole('tab', { name: 'Oppfølging' }).click();
  // The follow-up opens on the signatures' default tab once it has loaded; the areas are chosen from there.
  await expectPath(page, /\/portfolio\/all\/follow-up\/signatures\/(signed|pending)$/);
  await page.getByRole('tablist', { name: 'Oppfølgingsområder' }).getByRole('tab', { name: /^Aksjonærer/ }).click();
  await expectPath(page, /\/portfolio\/all\/follow-up\/shareholders$/);
};

/** Clicks `button` and reads the file it downloads. */
const downloaded = async (page: Page, button: string) => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile((await file.path())!)) };
};

test('an admin sees the ownership map with a subsidiary two levels down and downloads it as SVG, PDF and Excel', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await openCompanyFromPortfolio(page, nordlysCompany.name);
  await page.getByRole('link', { name: 'Eierskap' }).click();
  await expectPath(page, new RegExp(`/company/${nordlys}/ownership$`));

  await page.getByRole('button', { name: 'Datterselskaper' }).click();
  const graph = page.getByTestId('ownership-graph');
  await expect(graph.getByText('Havbris Fiskeri AS')).toBeVisible();
  await expect(graph.getByText('Havbris Invest AS')).toBeVisible();
  await expect(graph.getByText('40.00 %')).toBeVisible();

  const svg = await downloaded(page, 'Last ned SVG');
  expect(svg.name).toBe(`ownership-${nordlys}-owns.svg`);
  expect(Buffer.from(svg.bytes).toString()).toContain('Havbris Fiskeri AS');
  const pdf = await downloaded(page, 'Last ned PDF');
  expect((await pdfText(pdf.bytes)).join(' ')).toContain('Havbris Fiskeri AS');
  const excel = await downloaded(page, 'Last ned Excel');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(excel.bytes.buffer as ArrayBuffer);
  const rows = workbook.worksheets[0]!.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1, 4));
  expect(rows).toContainEqual([2, '910000055', 'Havbris Fiskeri AS']);

  // The same as a list, filtered to the first level.
  await page.getByRole('tab', { name: 'Liste' }).click();
  await expectPath(page, new RegExp(`/company/${nordlys}/ownership/list$`));
  await page.getByLabel('Nivåer').click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  const list = page.getByRole('table', { name: 'Eierskap som liste' });
  await expect(list).toContainText('Nordlys Drift AS');
  await expect(list).not.toContainText('Havbris Fiskeri AS');
});

test('the beneficial-owner page proposes a person who owns about 30 % through two companies, with the chains, and keeps a confirmed statement', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await openCompanyMenuEntry(page, bergfjellCompany, 'Reelle rettighetshavere');
  const proposal = page.getByRole('table', { name: 'Forslag fra registrene' });
  const astrid = proposal.getByRole('row').filter({ hasText: 'Astrid Fjeld' });
  await expect(astrid).toContainText('(1968)');
  await expect(astrid.getByTestId('ownership-chain')).toHaveCount(2);
  await expect(astrid.getByTestId('ownership-chain').first()).toContainText(/Astrid Fjeld –50\.00 %→ Fjordkapital AS –\d+\.\d\d %→ Bergfjell Eiendom AS/);
  await expect(astrid.getByTestId('ownership-chain').nth(1)).toContainText(/Astrid Fjeld –40\.00 %→ Nordvest Holding AS/);
  await expect(astrid.getByRole('cell').nth(1)).toHaveText(/^(29|30)\.\d\d$/);

  await page.getByRole('link', { name: 'Ny erklæring' }).click();
  await expectPath(page, new RegExp(`/company/${bergfjell}/shareholders/beneficial-owners/new$`));
  await page.getByRole('button', { name: 'Bekreft' }).click();
  await expect(page.getByText('Erklæringen er bekreftet.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bekreftet');
  await expect(page.getByRole('table', { name: 'Reelle rettighetshavere' })).toContainText('Astrid Fjeld');
});

test("the portfolio's beneficial-owners tab lists a starred company with the persons proposed", async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  const companies = page.getByRole('list', { name: 'Selskaper' });
  const unstar = companies.getByRole('button', { name: 'Fjern stjernen fra Bergfjell Eiendom AS' });
  await expect(companies.getByText('Bergfjell Eiendom AS')).toBeVisible();
  // Starred already when another spec starred it in this database.
  if (!(await unstar.isVisible())) await companies.getByRole('button', { name: 'Stjernemerk Bergfjell Eiendom AS' }).click();
  await expect(unstar).toBeVisible();
  await page.getByRole('tab', { name: 'Reelle rettighetshavere' }).click();
  await expectPath(page, /\/portfolio\/all\/companies\/beneficial-owners$/);
  const row = page.getByRole('table', { name: 'Reelle rettighetshavere' }).getByRole('row').filter({ hasText: 'Bergfjell Eiendom AS' });
  await expect(row).toContainText('Astrid Fjeld');
  await row.getByRole('link', { name: 'Bergfjell Eiendom AS' }).click();
  await expectPath(page, new RegExp(`/company/${bergfjell}/shareholders/beneficial-owners$`));
});

test('a recorded transfer that makes someone cross 25 % shows in the follow-up until a new statement is confirmed', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  const confirmStatement = async () => {
    await openCompanyMenuEntry(page, bergfjellCompany, 'Reelle rettighetshavere');
    await page.getByRole('link', { name: 'Ny erklæring' }).click();
    await page.getByRole('button', { name: 'Bekreft' }).click();
    await expect(page.getByText('Erklæringen er bekreftet.')).toBeVisible();
  };
  const crossing = /Reelle rettighetshavere som har passert 25 % eller 50 %: \d+/;
  const bergfjellFollowUp = async () => {
    await openShareholderFollowUp(page);
    // The tabs carry their counts once the follow-up is loaded.
    await expect(page.getByRole('tab', { name: /Aksjonærer \(\d+\)/ })).toBeVisible();
    return page.getByRole('listitem').filter({ hasText: 'Bergfjell Eiendom AS' }).getByText(crossing);
  };

  // A statement as the registers stand (Astrid Fjeld, about 30 %): nothing crossed since. Other spec files change
  // Bergfjell's register in parallel (a class's votes per share), which can move a band after a confirmation, so a
  // statement is confirmed again until one agrees with the registers; a confirmation that never clears still fails.
  const confirmedClear = () =>
    expect(async () => {
      await confirmStatement();
      await expect(await bergfjellFollowUp()).toHaveCount(0, { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
  await confirmedClear();

  // Nordvest Holding AS (about 25 %) gives all its shares to Fjordkapital AS (about 40 %), which then holds about 65 %:
  // Bjørn Fjeld, with half of Fjordkapital, goes from about 20 % to about 32 %.
  await openTransactionForm(page, bergfjellCompany, 'Salg av alle aksjer');
  await page.getByLabel('Klokkeslett').fill('00:01');
  await pick(page, 'Fra aksjonær', 'Nordvest Holding AS');
  await pick(page, 'Til aksjonær', 'Fjordkapital AS');
  await choose(page, 'Type overdragelse', 'Gave');
  await page.getByRole('button', { name: 'Registrer' }).click();
  await expect(page.getByText('Transaksjonen er registrert.')).toBeVisible();

  await expect(await bergfjellFollowUp()).toBeVisible();
  await openCompanyMenuEntry(page, bergfjellCompany, 'Reelle rettighetshavere');
  await expect(page.getByText(/Bjørn Fjeld/).first()).toBeVisible();

  // A new statement clears it.
  await confirmedClear();
});
