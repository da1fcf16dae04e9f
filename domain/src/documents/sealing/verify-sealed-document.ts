import { PDFDocument } from 'pdf-lib';
import { readSealRecord } from './seal-record';
import { checkSealSignature } from './seal-signature';
import type { SealingCertificate } from './sealing-certificate';
import type { SealVerificationView } from './sealing-views';

const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');

/**
 * Whether a PDF is an unaltered Andel-sealed document and, if so, who signed it and when (from the record the seal
 * signed, not from the drawn page).
 */
export const verifySealedDocument = async ({ pdf, certificate }: { pdf: Buffer; certificate: Pick<SealingCertificate, 'certificatePem'> }): Promise<SealVerificationView> => {
  if (!isPdf(pdf)) return { sealed: false, reason: 'notAPdf' };
  const check = checkSealSignature(pdf, certificate.certificatePem);
  if (check !== 'valid') return { sealed: false, reason: check };
  const document = await PDFDocument.load(pdf, { updateMetadata: false }).catch(() => null);
  const record = document && readSealRecord(document);
  if (!record) return { sealed: false, reason: 'notSealed' };
  return { sealed: true, originalSha256: record.originalSha256, sealedAt: record.sealedAt, signers: record.signers };
};
