import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { samplePdf } from '@andel/domain/testing';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signedInApi } from '../../support/api.helpers';
import { latestEmailTo } from '../../support/mail/mailbox';
import { openCompanyArchive } from '../../support/governance-navigation.helpers';
import { signingLinkTo, signWithEmailCode } from '../../support/signing.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { dropFile, rowOf } from '../../support/archive.helpers';

const nordlys = demoCompanies[0];
const orgNo = nordlys.organisationNumber;

const pdfsig = async (pdf: Buffer) => {
  const file = join(await mkdtemp(join(tmpdir(), 'andel-pdfsig-')), 'document.pdf');
  await writeFile(file, pdf);
  return promisify(execFile)('pdfsig', [file]).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
};
const withOneByteChanged = (pdf: Buffer) => {
  const copy = Buffer.from(pdf);
  const at = Math.floor(copy.length / 3);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
};

/** Uploads a PDF to the admin archive's top and sends it for signing through the API; answers nothing. */
const sendThroughApi = async (page: Page, name: string, signer: { name: string; email: string; signingMethod: string }) => {
  const api = await signedInApi(page.context(), page.request);
  const upload = await page.request.post(`/api/archive/${orgNo}/upload/admin-archive`, {
    multipart: { files: { name, mimeType: 'application/pdf', buffer: Buffer.from(samplePdf(name)) } },
    headers: { 'x-csrf-token': (await page.context().cookies()).find(({ name: cookie }) => cookie.endsWith('andel.csrf'))!.value },
  });
  const [entry] = (await upload.json()) as { id: string }[];
  await api.post(`/document/send-uploaded-document-for-signing/${orgNo}`, { documentId: entry!.id, signers: [{ ...signer, language: 'nb' }], emailBody: '' });
};

test('an admin sends a dropped PDF to two signers with email codes; both sign from their links; the sealed PDF lands in the folder and is valid', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await openCompanyArchive(page, nordlys.name);
  await dropFile(page, 'Aksjonæravtale 2026.pdf', samplePdf('Aksjonæravtale 2026'));
  await expect(rowOf(page, 'Aksjonæravtale 2026.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Flere handlinger for Aksjonæravtale 2026.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Send til signering' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send til signering: Aksjonæravtale 2026.pdf' });
  const first = dialog.getByRole('group', { name: 'Signatarer 1' });
  await first.getByRole('textbox', { name: 'Navn' }).fill('Kari Nordmann');
  await first.getByRole('textbox', { name: 'E-post' }).fill('kari.signer@example.no');
  await dialog.getByRole('button', { name: 'Legg til signatar' }).click();
  const second = dialog.getByRole('group', { name: 'Signatarer 2' });
  await second.getByRole('textbox', { name: 'Navn' }).fill('Per Hansen');
  await second.getByRole('textbox', { name: 'E-post' }).fill('per.signer@example.no');
  await expect(dialog.getByLabel('Alle signatarer')).toBeChecked();
  await expect(dialog.getByLabel('Meg (avsender)')).toBeChecked();
  await dialog.getByLabel('Melding til signatarene').fill('Signer innen fredag.');
  await dialog.getByRole('button', { name: 'Send til signering' }).click();
  await expect(page.getByText('Dokumentet er sendt til signering.')).toBeVisible();

  await signWithEmailCode(browser, 'kari.signer@example.no');
  const last = await signWithEmailCode(browser, 'per.signer@example.no');
  await expect(last.getByText(/Alle har signert/)).toBeVisible();

  await page.reload();
  await expect(rowOf(page, 'Aksjonæravtale 2026 (signert).pdf')).toBeVisible();
  const listing = (await (await signedInApi(page.context(), page.request)).post(`/archive/${orgNo}/list`, { rootFolder: 'admin-archive' })) as { entries: { id: string; name: string }[] };
  const sealedEntry = listing.entries.find(({ name }) => name === 'Aksjonæravtale 2026 (signert).pdf')!;
  const sealed = Buffer.from(await (await page.request.get(`/api/archive/${orgNo}/download/${sealedEntry.id}`)).body());

  const valid = await pdfsig(sealed);
  expect(valid).toContain('Signature is Valid');
  expect(valid).toContain('Total document signed');
  expect(await pdfsig(withOneByteChanged(sealed))).not.toContain('Signature is Valid');

  // The public verification page, typed from outside as anyone holding the sealed PDF would.
  await page.goto('/document/verify');
  await page.getByLabel('velg fil').setInputFiles({ name: 'signert.pdf', mimeType: 'application/pdf', buffer: sealed });
  await expect(page.getByText('Dokumentet er forseglet av Andel og uendret.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Kari Nordmann' })).toContainText('Engangskode på e-post');
  await expect(page.getByRole('listitem').filter({ hasText: 'Per Hansen' })).toBeVisible();
  await page.getByLabel('velg fil').setInputFiles({ name: 'endret.pdf', mimeType: 'application/pdf', buffer: withOneByteChanged(sealed) });
  await expect(page.getByText('Dokumentet er endret etter at det ble forseglet, eller seglet er skadet.')).toBeVisible();

  // The sealed copy also went to the sender and both signers.
  expect((await latestEmailTo('kari.signer@example.no')).attachments.map(({ filename }) => filename)).toEqual(['Aksjonæravtale 2026 (signert).pdf']);
});

test('a signer draws a handwritten signature, and a signer signs with BankID at the local provider', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await sendThroughApi(page, 'Håndskrevet avtale.pdf', { name: 'Liv Dahl', email: 'liv.signer@example.no', signingMethod: 'HANDWRITING' });
  await sendThroughApi(page, 'BankID-avtale.pdf', { name: 'Kari Nordmann', email: 'kari.bankid@example.no', signingMethod: 'BANKID_AUTH' });

  const liv = await (await browser.newContext()).newPage();
  // A link taken from the email.
  await liv.goto(await signingLinkTo('liv.signer@example.no'));
  await expect(liv.getByText('Tegn signaturen din i feltet')).toBeVisible();
  const signButton = liv.getByRole('button', { name: 'Signer', exact: true });
  await expect(signButton).toBeDisabled();
  const pad = (await liv.getByTestId('handwriting-pad').boundingBox())!;
  await liv.mouse.move(pad.x + 30, pad.y + 60);
  await liv.mouse.down();
  for (const [dx, dy] of [[80, 40], [140, 70], [200, 30], [260, 90]]) await liv.mouse.move(pad.x + dx!, pad.y + dy!, { steps: 5 });
  await liv.mouse.up();
  await signButton.click();
  await expect(liv.getByText('Dokumentet er signert. Takk!')).toBeVisible();
  await expect(liv.getByText(/Alle har signert/)).toBeVisible();

  const kari = await (await browser.newContext()).newPage();
  // A link taken from the email.
  await kari.goto(await signingLinkTo('kari.bankid@example.no'));
  await kari.getByRole('button', { name: 'Signer med BankID Norge' }).click();
  await expect(kari.getByRole('heading', { name: 'Lokal BankID (test)' })).toBeVisible();
  await kari.getByLabel('Fødselsnummer / personnummer').fill('01019012345');
  await kari.getByLabel('Navn').fill('Kari Nordmann');
  await kari.getByRole('button', { name: 'Logg inn' }).click();
  await expectPath(kari, /\/signing-completed-bankid-callback/);
  await expect(kari.getByText('Dokumentet er signert. Takk!')).toBeVisible();
  await expect(kari.getByText(/BankID-avtale\.pdf — Alle har signert/)).toBeVisible();

  await openCompanyArchive(page, nordlys.name);
  await expect(rowOf(page, 'Håndskrevet avtale (signert).pdf')).toBeVisible();
  await expect(rowOf(page, 'BankID-avtale (signert).pdf')).toBeVisible();
});
