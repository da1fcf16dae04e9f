import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { validateRf1086 } from '@andel/domain/server';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { confirmAndApplyAllocation, openAppliedIssue, shareRangeOf } from '../../support/allocation.helpers';
import { newCapitalIncreaseProject } from '../../support/governance.helpers';
import { openFromCompanyMenu } from '../../support/navigation.helpers';
import { subscribeAndSign } from '../../support/subscription.helpers';
import { signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const digits = (text: string) => text.replace(/\D/g, '');
const sharesInArticles = async (page: Page) => {
  const text = (await page.getByText(/Selskapets aksjekapital er .* fordelt på/).first().textContent()) ?? '';
  return BigInt(digits(/fordelt på ([\d\s\u00a0\u202f]+) aksjer/.exec(text)![1]!));
};

test('a private placement to two new subscribers: drafted with quick setup, subscribed on signed forms, allocated, applied to the register and the articles, and the RF-1086 download still validates', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const stamp = Date.now();
  // Names allow letters only: the timestamp spelled in letters keeps each run's subscribers apart.
  const tag = [...String(stamp)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
  const kari = { name: `Kari Tegner-${tag}`, email: `kari-${stamp}@example.no` };
  const ola = { name: `Ola Tegner-${tag}`, email: `ola-${stamp}@example.no` };
  await signInAs(page, 'admin');
  const form = await newCapitalIncreaseProject(page, nordlys.name);
  const projectPage = page.url();

  // Quick setup's private placement, two new subscribers, on subscription forms within a period.
  await form.getByRole('button', { name: 'Rettet kontantemisjon' }).click();
  await form.getByRole('button', { name: 'Legg til person' }).click();
  await form.getByRole('button', { name: 'Legg til person' }).click();
  for (const [index, subscriber, shares] of [[1, kari, '6000000'], [2, ola, '4000000']] as const) {
    const region = form.getByRole('region', { name: `Tegner ${index}` });
    await region.getByLabel('Navn').fill(subscriber.name);
    await region.getByLabel('E-post').fill(subscriber.email);
    await region.getByLabel('Aksjer tegnet, A').fill(shares);
  }
  await form.getByLabel('Vedtektenes paragraf om aksjekapitalen').fill('4');
  await form.getByRole('radiogroup', { name: 'Tegnes aksjene på særskilt tegningsblankett?' }).getByRole('radio', { name: 'Ja' }).check();
  await form.getByLabel('Tegningsperioden starter').fill(day(-1));
  await form.getByLabel('Tegningsperioden slutter').fill(day(14));
  await form.getByRole('button', { name: 'Lagre kapitalforhøyelsen' }).click();
  await expect(page.getByText('Kapitalforhøyelsen er lagret.')).toBeVisible();

  // The forms go out for signing; each subscriber subscribes in full from the emailed link and signs.
  const status = page.getByRole('region', { name: 'Tegningsstatus' });
  await status.getByRole('button', { name: 'Send tegningsblanketter til signering' }).click();
  await page.getByRole('dialog', { name: 'Send tegningsblanketter til signering' }).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Tegningsblankettene er sendt til signering.')).toBeVisible();
  await subscribeAndSign(browser, nordlys.name, kari.email, '6000000');
  await subscribeAndSign(browser, nordlys.name, ola.email, '4000000');
  await page.reload();
  const signed = page.getByRole('region', { name: 'Tegningsstatus' });
  await expect(signed).toContainText(new RegExp(`${kari.name}A: 6\\s000\\s000 av 6\\s000\\s000 aksjer tegnet · Signert ${day(0)}`));
  await expect(signed).toContainText(new RegExp(`${ola.name}A: 4\\s000\\s000 av 4\\s000\\s000 aksjer tegnet · Signert ${day(0)}`));
  expect(page.url()).toBe(projectPage);

  // Allocated as subscribed, confirmed, applied: one pending issue.
  const allocation = page.getByRole('region', { name: 'Tildeling', exact: true });
  const round = allocation.getByRole('region', { name: 'Runde 1: A' });
  await round.getByRole('button', { name: 'Foreslå tildeling' }).click();
  await expect(round.getByLabel(`Tildelt: ${kari.name}`)).toHaveValue('6000000');
  await expect(round.getByLabel(`Tildelt: ${ola.name}`)).toHaveValue('4000000');
  await confirmAndApplyAllocation(page, allocation, round);

  // The register: the new holders with new, consecutive share numbers in a pending issue.
  await openAppliedIssue(page, allocation);
  const [kariFrom, kariTo] = await shareRangeOf(page, kari.name);
  const [olaFrom, olaTo] = await shareRangeOf(page, ola.name);
  expect([kariTo - kariFrom + 1n, olaFrom, olaTo - olaFrom + 1n]).toEqual([6_000_000n, kariTo + 1n, 4_000_000n]);
  await openFromCompanyMenu(page, 'Aksjonærer');
  await expect(page.getByRole('row', { name: new RegExp(kari.name) })).toContainText(/6\s000\s000/);
  await expect(page.getByRole('row', { name: new RegExp(ola.name) })).toContainText(/4\s000\s000/);

  // The articles: the share capital article counts the new shares.
  await openFromCompanyMenu(page, 'Vedtekter');
  expect(await sharesInArticles(page)).toBe(olaTo);

  // The RF-1086 download (the last full year) is Skatteetaten's XML, valid against its XSDs, no raw JSON.
  await openFromCompanyMenu(page, 'Aksjonærregisteroppgave');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned RF-1086 (XML)' }).click();
  const files = Object.entries(unzipSync(await readFile(await (await downloading).path()))).map(([name, bytes]) => [name, strFromU8(bytes)] as const);
  expect(files.length).toBeGreaterThan(1);
  for (const [name, xml] of files) {
    expect(xml).not.toContain('{"');
    expect([name, await validateRf1086(xml, name.endsWith('1086H.xml') ? 'main' : 'sub')]).toEqual([name, { valid: true, errors: [] }]);
  }
});
