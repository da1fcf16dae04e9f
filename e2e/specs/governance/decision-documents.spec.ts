import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { readFile } from 'node:fs/promises';
import { demoCompanies } from '@andel/db';
import { pdfText } from '@andel/domain/testing';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

/** The machine is shared: generous waits instead of sleeps. */
const expect = baseExpect.configure({ timeout: 30_000 });
const nordlys = demoCompanies[0];

const noticePdfText = async (page: Page) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Forhåndsvis innkallingen (PDF)' }).click();
  return (await pdfText(await readFile((await (await downloading).path())!))).join(' ').replace(/\s+/g, ' ');
};

test('the admin drafts a dividend and the auditor’s remuneration from their fields, reads the resolutions with the register’s figures in nb, sv and en, and finds them in the notice PDF in each document language', async ({ page }) => {
  test.setTimeout(300_000);
  const projectName = `Utbytte og revisor ${Date.now()}`;
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Prosjekter');

  // The decision tool's menu by category: the ordinary general meeting's decisions, who decides a dividend.
  await page.getByRole('link', { name: 'Beslutningsverktøy' }).click();
  await expectPath(page, /\/dbot\/ordinaryGeneralMeeting$/);
  await expect(page.getByRole('navigation', { name: 'Kategorier' }).getByRole('link', { name: 'Vedtektsendringer' })).toBeVisible();
  await page.getByRole('list', { name: 'Ordinær generalforsamling' }).getByRole('link', { name: 'Utbytte', exact: true }).click();
  await expectPath(page, /\/dbot\/ordinaryGeneralMeeting\/dividend$/);
  await expect(page.getByText('Vedtas av generalforsamlingen')).toBeVisible();

  // A project with a dividend and the auditor's remuneration, and a notice of general meeting.
  await openFromCompanyMenu(page, 'Prosjekter');
  await page.getByRole('button', { name: 'Nytt prosjekt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt prosjekt' });
  await dialog.getByRole('checkbox', { name: 'Utbytte', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Godkjenning av revisors godtgjørelse' }).check();
  await dialog.getByLabel('Prosjektnavn').fill(projectName);
  await dialog.getByRole('button', { name: 'Opprett' }).click();
  await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);
  await page.getByLabel('Legg til dokument').click();
  await page.getByRole('option', { name: 'Innkalling til generalforsamling' }).click();
  // The decisions are drawn again for the new document list: type only once it is there.
  await expect(page.getByRole('region', { name: 'Dokumenter' }).getByRole('button', { name: 'Fjern Innkalling til generalforsamling', exact: true })).toBeVisible();

  // The dividend: a negative amount is refused with its message; 2,50 per share drafts the resolution.
  const dividend = page.getByRole('region', { name: 'Sak 1: Utbytte' });
  await expect(dividend.getByTestId('decision-body')).toContainText('Vedtas av generalforsamlingen · Hjemmel: aksjeloven § 5-17');
  const amounts = dividend.getByLabel(/beløp per aksje/);
  await amounts.first().fill('-5');
  await dividend.getByRole('button', { name: 'Lag vedtakstekst fra opplysningene' }).click();
  await expect(dividend.getByText('Tallet må være større enn 0.')).toBeVisible();
  for (const amount of await amounts.all()) await amount.fill('2,50');
  await dividend.getByLabel('Utbetalingsdato').fill('2099-06-30');
  await dividend.getByRole('button', { name: 'Lag vedtakstekst fra opplysningene' }).click();
  await expect(page.getByText('Vedtaksteksten er laget på alle språk.').first()).toBeVisible();
  // The register's shares per class times 2,50, in each language's notation.
  await expect(dividend.getByLabel('Sakstekst (Norsk)')).toContainText(/2,50 NOK per aksje, i alt \d{1,3}( \d{3})*(,\d\d)? NOK for \d{1,3}( \d{3})* aksjer/);
  await expect(dividend.getByLabel('Sakstekst (Norsk)')).toContainText('utbetales 2099-06-30');
  await expect(dividend.getByLabel('Sakstekst (Svensk)')).toContainText(/2,50 NOK per aktie, totalt \d{1,3}( \d{3})*(,\d\d)? NOK för \d{1,3}( \d{3})* aktier/);
  await expect(dividend.getByLabel('Sakstekst (Engelsk)')).toContainText(/NOK 2\.50 per share, in total NOK \d{1,3}(,\d{3})*(\.\d\d)? for \d{1,3}(,\d{3})* shares/);
  await dividend.getByRole('button', { name: 'Lagre sak 1' }).click();
  await expect(page.getByText('Saken er lagret.').first()).toBeVisible();
  const nbDividend = (await dividend.getByLabel('Sakstekst (Norsk)').innerText()).match(/Samlet utbytte utgjør [^.]+\./)![0];

  // The auditor's remuneration.
  const auditor = page.getByRole('region', { name: 'Sak 2: Godkjenning av revisors godtgjørelse' });
  await auditor.getByLabel('Beløp', { exact: true }).fill('45000');
  await auditor.getByRole('button', { name: 'Lag vedtakstekst fra opplysningene' }).click();
  await expect(auditor.getByLabel('Sakstekst (Norsk)')).toContainText('med 45 000 NOK eksklusive merverdiavgift');
  await expect(auditor.getByLabel('Sakstekst (Svensk)')).toContainText('ska utgå med 45 000 NOK exklusive mervärdesskatt');
  await expect(auditor.getByLabel('Sakstekst (Engelsk)')).toContainText('of NOK 45,000 excluding value added tax');
  await auditor.getByRole('button', { name: 'Lagre sak 2' }).click();
  await expect(page.getByText('Saken er lagret.').first()).toBeVisible();

  // The notice PDF in Norwegian, then Swedish, then English: the resolutions as text with the language's figures.
  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await page.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('link', { name: new RegExp(projectName) }).click();
  await page.getByRole('tab', { name: 'Innkalling' }).click();
  let text = await noticePdfText(page);
  expect(text).not.toContain('{"type"');
  expect(text).toContain(nbDividend);
  expect(text).toContain('Generalforsamlingen godkjenner revisors godtgjørelse for lovpålagt revisjon av årsregnskapet for regnskapsåret');
  expect(text).toContain('med 45 000 NOK eksklusive merverdiavgift');

  for (const [language, expected] of [
    ['Svensk', ['ska utgå med 45 000 NOK exklusive mervärdesskatt', /2,50 NOK per aktie, totalt [\d ]+(,\d\d)? NOK för [\d ]+ aktier/]],
    ['Engelsk', ['of NOK 45,000 excluding value added tax', /NOK 2\.50 per share, in total NOK [\d,]+(\.\d\d)? for [\d,]+ shares/]],
  ] as const) {
    await page.getByRole('tab', { name: 'Innstillinger' }).click();
    await page.getByLabel('Dokumentspråk').click();
    await page.getByRole('option', { name: language, exact: true }).click();
    await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
    await expect(page.getByText('Innstillingene er lagret.').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Innkalling' }).click();
    text = await noticePdfText(page);
    expect(text).not.toContain('{"type"');
    expect(text).toContain(expected[0]);
    expect(text).toMatch(expected[1]);
  }
});
