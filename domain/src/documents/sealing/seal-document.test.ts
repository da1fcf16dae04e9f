import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../testing/pdf-text';
import { sealedTestPdf, simplePdf, testSealingCertificate, testSealSigners, withOneByteChanged } from '../../../testing/sealed-pdf';
import { readSealRecord } from './seal-record';
import { sealDocument } from './seal-document';
import { loadSealingCertificate, type SealingCertificate } from './sealing-certificate';
import { verifySealedDocument } from './verify-sealed-document';

const run = promisify(execFile);
const directory = mkdtempSync(join(tmpdir(), 'andel-sealed-'));

/** poppler's pdfsig: exit 0 and its report when it validates, the report of the failure otherwise. */
const pdfsig = async (pdf: Buffer, name: string) => {
  const path = join(directory, name);
  writeFileSync(path, pdf);
  return run('pdfsig', [path]).then(
    ({ stdout }) => ({ ok: true, report: stdout }),
    (error: { stdout?: string; code?: number }) => ({ ok: false, report: error.stdout ?? '' }),
  );
};

let certificate: SealingCertificate;
let sealed: Buffer;

beforeAll(async () => {
  certificate = await testSealingCertificate();
  sealed = await sealedTestPdf(certificate);
});

describe('sealDocument', () => {
  it('appends the certificate page and signs the whole file; pdfsig validates it', async () => {
    const { ok, report } = await pdfsig(sealed, 'sealed.pdf');
    expect(ok).toBe(true);
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    expect((await PDFDocument.load(sealed)).getPageCount()).toBe(2);
  });

  it('pdfsig rejects a copy with one byte changed', async () => {
    const { report } = await pdfsig(withOneByteChanged(sealed), 'altered.pdf');
    expect(report).not.toContain('Signature is Valid');
    expect(report).toMatch(/Signature is Invalid|Digest Mismatch/);
  });

  it('records the signers and the original hash as structured data', async () => {
    const original = await simplePdf();
    const record = readSealRecord(await PDFDocument.load(sealed));
    expect(record?.signers).toEqual(testSealSigners);
    expect(record?.originalSha256).toMatch(/^[0-9a-f]{64}$/);
    const again = await sealDocument({ original, signers: testSealSigners, certificate, verifyUrl: 'http://x/document/verify', language: 'en' });
    expect(readSealRecord(await PDFDocument.load(again))?.originalSha256).toBe((await import('node:crypto')).createHash('sha256').update(original).digest('hex'));
  });

  it('refuses an original that is not a PDF, and a seal without signers', async () => {
    await expect(sealDocument({ original: Buffer.from('MZ not a pdf'), signers: testSealSigners, certificate, verifyUrl: 'x', language: 'nb' })).rejects.toMatchObject({ code: 'sealing.invalidOriginal' });
    await expect(sealDocument({ original: await simplePdf(), signers: [], certificate, verifyUrl: 'x', language: 'nb' })).rejects.toMatchObject({ code: 'sealing.noSigners' });
  });
});

describe('verifySealedDocument', () => {
  it('accepts the sealed PDF and names who signed and when', async () => {
    const answer = await verifySealedDocument({ pdf: sealed, certificate });
    expect(answer).toMatchObject({ sealed: true, signers: testSealSigners });
  });

  it('rejects a copy with one byte changed, bytes appended, a PDF never sealed and a file that is no PDF', async () => {
    expect(await verifySealedDocument({ pdf: withOneByteChanged(sealed), certificate })).toEqual({ sealed: false, reason: 'altered' });
    expect(await verifySealedDocument({ pdf: Buffer.concat([sealed, Buffer.from('\n% more\n')]), certificate })).toEqual({ sealed: false, reason: 'altered' });
    expect(await verifySealedDocument({ pdf: await simplePdf(), certificate })).toEqual({ sealed: false, reason: 'notSealed' });
    expect(await verifySealedDocument({ pdf: Buffer.from('hello'), certificate })).toEqual({ sealed: false, reason: 'notAPdf' });
  });

  it('rejects a document sealed with another certificate', async () => {
    const other = await testSealingCertificate();
    expect(await verifySealedDocument({ pdf: await sealedTestPdf(other), certificate })).toEqual({ sealed: false, reason: 'notOurSeal' });
  });
});

describe('loadSealingCertificate', () => {
  it('generates a certificate on first start and keeps it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'andel-seal-dir-'));
    const first = await loadSealingCertificate({ dataDir });
    const second = await loadSealingCertificate({ dataDir });
    expect(second.fingerprint).toBe(first.fingerprint);
    expect(first.certificatePem).toContain('BEGIN CERTIFICATE');
  });

  it('reads a configured PKCS#12 with its passphrase', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'andel-seal-cfg-'));
    const path = join(dataDir, 'configured.p12');
    writeFileSync(path, certificate.p12);
    const configured = await loadSealingCertificate({ p12Path: path, passphrase: certificate.passphrase, dataDir });
    expect(configured.fingerprint).toBe(certificate.fingerprint);
  });
});

describe('the certificate page', () => {
  it('continues on new pages for many signers with long asserted identities, and the seal still verifies', async () => {
    const certificate = await testSealingCertificate();
    const many = Array.from({ length: 30 }, (_, index) => ({ ...testSealSigners[0]!, name: `Signer ${index + 1}`, assertedIdentity: `Person ${'med et svært langt navn '.repeat(8)}` }));
    const pdf = await sealDocument({ original: await simplePdf(), signers: many, certificate, verifyUrl: 'http://localhost:3000/document/verify', language: 'en' });
    const text = await pdfText(new Uint8Array(pdf));
    expect(text.length).toBeGreaterThan(3);
    expect(text.join('\n')).toContain('Signer 30');
    expect(await verifySealedDocument({ pdf, certificate })).toMatchObject({ sealed: true });
  });
});
