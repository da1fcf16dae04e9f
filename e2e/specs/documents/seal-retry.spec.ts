import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { pdfText, samplePdf } from '@andel/domain/testing';
import { readdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { signedInApi } from '../../support/api.helpers';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { signInAs } from '../../support/sign-in.helpers';
import { signWithEmailCode } from '../../support/signing.helpers';
import { dropFile, rowOf } from '../../support/archive.helpers';

const nordlys = demoCompanies[0];
const orgNo = nordlys.organisationNumber;
/** Where the e2e server keeps its files (playwright.config.ts: DATA_DIR=../.data/e2e). */
const storedFiles = join(process.cwd(), '..', '.data', 'e2e', 'files');

/** The file the server stored last: after a send for signing, the request's own copy of the original. */
const newestStoredFile = async () => {
  const paths = (await readdir(storedFiles, { recursive: true })).map((path) => join(storedFiles, path));
  const files = (await Promise.all(paths.map(async (path) => ({ path, stats: await stat(path) })))).filter(({ stats }) => stats.isFile());
  return files.sort((a, b) => b.stats.mtimeMs - a.stats.mtimeMs)[0]!.path;
};

test('a seal that fails after the last signature shows in the signing status, and the sender seals it again by clicking', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Arkiv');
  await dropFile(page, 'Leiekontrakt.pdf', samplePdf('Leiekontrakt'));
  await expect(rowOf(page, 'Leiekontrakt.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Flere handlinger for Leiekontrakt.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Send til signering' }).click();
  const send = page.getByRole('dialog', { name: 'Send til signering: Leiekontrakt.pdf' });
  const signer = send.getByRole('group', { name: 'Signatarer 1' });
  await signer.getByRole('textbox', { name: 'Navn' }).fill('Ola Utleier');
  await signer.getByRole('textbox', { name: 'E-post' }).fill('ola.utleier@example.no');
  await send.getByRole('button', { name: 'Send til signering' }).click();
  await expect(page.getByText('Dokumentet er sendt til signering.')).toBeVisible();

  // The fault: the request's copy of the original is out of reach when the last signature comes, so the seal fails.
  const original = await newestStoredFile();
  await rename(original, `${original}.away`);
  await signWithEmailCode(browser, 'ola.utleier@example.no');

  await page.getByRole('button', { name: 'Flere handlinger for Leiekontrakt.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Signeringsstatus' }).click();
  const status = page.getByRole('dialog', { name: 'Signeringsstatus for Leiekontrakt.pdf' });
  await expect(status.getByText('1 av 1 har signert')).toBeVisible();
  await expect(status.getByRole('alert')).toHaveText(/Alle har signert, men forseglingen feilet \(1 forsøk\)\. Den prøves igjen automatisk\./);

  await rename(`${original}.away`, original);
  await status.getByRole('button', { name: 'Forsegl på nytt' }).click();
  await expect(page.getByText('Dokumentet er forseglet.')).toBeVisible();
  await status.getByRole('button', { name: 'Lukk' }).click();
  await expect(rowOf(page, 'Leiekontrakt (signert).pdf')).toBeVisible();

  const listing = (await (await signedInApi(page.context(), page.request)).post(`/archive/${orgNo}/list`, { rootFolder: 'admin-archive' })) as { entries: { id: string; name: string }[] };
  const sealedEntry = listing.entries.find(({ name }) => name === 'Leiekontrakt (signert).pdf')!;
  const text = (await pdfText(await (await page.request.get(`/api/archive/${orgNo}/download/${sealedEntry.id}`)).body())).join(' ');
  expect(text).toContain('Leiekontrakt');
  expect(text).toContain('Signeringssertifikat');
  expect(text).toContain('Ola Utleier');
});
