import { SignPdf } from '@signpdf/signpdf';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Language } from '../../kernel/i18n/languages';
import { appendCertificatePages } from './certificate-page';
import { writeSealRecord } from './seal-record';
import type { SealingCertificate } from './sealing-certificate';
import type { TSealRecord, TSealSigner } from './sealing.schemas';

/** Room for the CMS signature (certificate, RSA-3072 signature, attributes) in the placeholder, in bytes. */
const signatureLength = 8192;

const loadOriginal = async (original: Uint8Array) => {
  try {
    return await PDFDocument.load(original, { updateMetadata: false });
  } catch {
    throw new DomainError('sealing.invalidOriginal');
  }
};

/**
 * The sealed copy of a signed document: the original with the signing-certificate page(s) appended and the seal's record
 * in its information dictionary, signed as a whole with the platform's certificate (CMS, SHA-256, `ETSI.CAdES.detached`;
 * the byte range covers every byte but the signature itself).
 */
export const sealDocument = async ({
  original,
  signers,
  certificate,
  verifyUrl,
  language,
  now = new Date(),
}: {
  original: Uint8Array;
  signers: TSealSigner[];
  certificate: SealingCertificate;
  verifyUrl: string;
  language: Language;
  now?: Date;
}): Promise<Buffer> => {
  if (signers.length === 0) throw new DomainError('sealing.noSigners');
  const pdf = await loadOriginal(original);
  const record: TSealRecord = {
    version: 1,
    originalSha256: createHash('sha256').update(original).digest('hex'),
    sealedAt: now.toISOString(),
    signers,
  };
  await appendCertificatePages({ pdf, record, verifyUrl, language });
  writeSealRecord(pdf, record);
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: 'Andel: signed by every signer listed on the signing certificate',
    contactInfo: verifyUrl,
    name: 'Andel document seal',
    location: verifyUrl,
    signingTime: now,
    signatureLength,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Andel',
  });
  const unsigned = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return new SignPdf().sign(unsigned, new P12Signer(certificate.p12, { passphrase: certificate.passphrase }), now);
};
