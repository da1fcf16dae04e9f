import { PDFDocument, StandardFonts } from 'pdf-lib';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealDocument } from '../src/documents/sealing/seal-document';
import { loadSealingCertificate, type SealingCertificate } from '../src/documents/sealing/sealing-certificate';
import type { TSealSigner } from '../src/documents/sealing/sealing.schemas';

/** A one-page PDF saying `text`. */
export const simplePdf = async (text = 'Styrevedtak 2026') => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595.28, 841.89]);
  page.drawText(text, { x: 56, y: 760, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
};

export const testSealSigners: TSealSigner[] = [
  { name: 'Kari Nordmann', signingMethod: 'BANKID_AUTH', signedAt: '2026-11-20T09:15:30.000Z', ipAddress: '192.0.2.10', assertedIdentity: 'Kari Nordmann (fødselsnummer 010190*****)' },
  { name: 'Åse Ødegård', signingMethod: 'AUTH_EMAIL', signedAt: '2026-11-20T10:02:11.000Z', ipAddress: '2001:db8::7', assertedIdentity: null },
];

/** A sealing certificate generated into a fresh directory (as on a first start without configuration). */
export const testSealingCertificate = (): Promise<SealingCertificate> => loadSealingCertificate({ dataDir: mkdtempSync(join(tmpdir(), 'andel-seal-')) });

/** A sealed PDF, as the signing engine makes when the last signer signs. */
export const sealedTestPdf = async (certificate: SealingCertificate, verifyUrl = 'http://localhost:3000/document/verify') =>
  sealDocument({ original: await simplePdf(), signers: testSealSigners, certificate, verifyUrl, language: 'nb' });

/** The same bytes with one changed inside the signed range: a hex digit of the seal's record (as a forger would edit a name). */
export const withOneByteChanged = (pdf: Buffer) => {
  const copy = Buffer.from(pdf);
  const marker = copy.indexOf('/AndelSeal <');
  if (marker < 0) throw new Error('Not a sealed test PDF');
  const at = marker + '/AndelSeal <'.length + 12;
  copy[at] = copy[at] === 0x30 ? 0x31 : 0x30;
  return copy;
};
