import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { validateRf1086 } from '@andel/domain/server';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false });

/** A sub-form as a reader takes it: the class, the holder's name and shares at 1 January and 31 December. */
const readSubForm = (xml: string) => {
  const form = parser.parse(xml).Skjema;
  const holder = form['SelskapsOgAksjonaropplysninger-grp-3987'];
  const shares = form['AntallAksjerUtbytteOgTilbakebetalingAvTidligereInnbetaltKapit-grp-3990']['AntallAksjerPerAksjonar-grp-3989'];
  return {
    shareClass: String(holder['Selskapsidentifikasjon-grp-3986']['AksjeType-datadef-17659']),
    name: String(holder['NorskUtenlandskAksjonar-grp-3988']['AksjonarNavn-datadef-1153']),
    opening: String(shares['AksjerAntallFjoraret-datadef-29168']),
    closing: String(shares['AksjonarAksjerAntall-datadef-17741']),
  };
};

test('the shareholder register statement flags what the RF-1086 forms lack, downloads them as Skatteetaten’s XML, and without a filing service is filed by hand', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('tab', { name: 'Aksjonærregisteroppgave' }).click();
  await expectPath(page, /\/portfolio\/all\/companies\/ar-status$/);
  const statuses = page.getByRole('table', { name: 'Aksjonærregisteroppgave' });
  await expect(statuses.getByRole('row', { name: new RegExp(`${nordlys.name}.*2025.*Forfalt.*Frist 2026-01-31`) })).toBeVisible();
  // The Swedish company files no Norwegian statement.
  await expect(statuses.getByRole('row', { name: /Skärgårdens Design AB/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Alle' }).click();
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Aksjonærregisteroppgave');
  await expectPath(page, /\/shareholders\/statement\/new$/);
  await expect(page.getByText('Ikke koblet til innsendingstjenesten')).toBeVisible();
  // The demo's holders mostly lack a birth number, and its classes A and B have no code in Skatteetaten's list.
  await expect(page.getByRole('alert').filter({ hasText: /RF-1086-skjemaene har \d+ mangler/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Beholdninger' }).click();
  const closing = page.getByRole('table', { name: 'Per 31. desember' });
  const olaRow = closing.getByRole('row', { name: /Ola Berg.*A-aksjer/ });
  await expect(olaRow).toBeVisible();
  const olaShares = (await olaRow.getByRole('cell').last().innerText()).replace(/\s/g, '');

  await page.getByRole('tab', { name: 'Kontroller' }).click();
  const problems = page.getByRole('table', { name: 'Mangler i RF-1086-skjemaene' });
  await expect(problems.getByRole('row', { name: /Ola Berg.*Mangler fødselsnummer eller D-nummer/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /A-aksjer.*ingen kode i Skatteetatens kodeliste/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Endringer' }).click();
  const changes = page.getByRole('table', { name: 'Endringer' });
  // The demo's four transfers of 2025 (January to April), each seller and buyer a row; the purchases at 31.50.
  await expect(changes.getByRole('row', { name: /Kjøp\/salg.*31,50 NOK/ })).toHaveCount(6);
  await expect(changes.getByRole('row', { name: /Gave/ })).toHaveCount(2);
  await expect(changes.getByRole('row', { name: /2024/ })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned RF-1086 (XML)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`RF-1086-${nordlys.organisationNumber}-2025.zip`);
  const files = Object.entries(unzipSync(await readFile(await download.path()))).map(([name, bytes]) => [name, strFromU8(bytes)] as const);
  for (const [name, xml] of files) {
    expect(xml.startsWith('<?xml')).toBe(true);
    expect([name, await validateRf1086(xml, name.endsWith('1086H.xml') ? 'main' : 'sub')]).toEqual([name, { valid: true, errors: [] }]);
  }
  // A main form per class held in the year (A and B), a sub-form per holder of each class.
  expect(files.filter(([name]) => name.endsWith('1086H.xml')).map(([name]) => name)).toEqual(['aksjeklasse-1/1086H.xml', 'aksjeklasse-2/1086H.xml']);
  const subForms = files.filter(([name]) => name.includes('/1086U-')).map(([, xml]) => readSubForm(xml));
  const holdersOfA = await closing.getByRole('row', { name: /A-aksjer/ }).count();
  expect(subForms.filter((form) => form.shareClass === 'A-aksjer').length).toBeGreaterThanOrEqual(holdersOfA);
  expect(subForms.find((form) => form.shareClass === 'A-aksjer' && form.name === 'Ola Berg')).toMatchObject({ closing: olaShares });

  await page.getByRole('button', { name: 'Marker som sendt' }).click();
  await expect(page.getByText('Oppgaven er registrert som sendt.')).toBeVisible();
  await expect(page.getByText('Sendt', { exact: true })).toBeVisible();
});
