import { PDFDocument, StandardFonts, breakTextIntoLines, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatDate, formatTime } from '../../kernel/format/date';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import type { TSealRecord } from './sealing.schemas';

const a4: [number, number] = [595.28, 841.89];
const margin = 56;
const lineHeight = 15;
const qrSize = 96;

/** The standard fonts draw WinAnsi only: any other character (a name in another script) is drawn as '?'; the record keeps it exact. */
const drawable = (font: PDFFont, text: string) =>
  [...text].map((character) => {
    try {
      font.encodeText(character);
      return character;
    } catch {
      return '?';
    }
  }).join('');

/** Local time for the reader, and the exact instant in UTC. */
const at = (instant: string) => `${formatDate(instant)} ${formatTime(instant)} Europe/Oslo (${new Date(instant).toISOString().replace(/\.\d+Z$/, 'Z')})`;

/**
 * Appends the signing-certificate page(s): each signer's name, method, how they were identified, time, IP address and asserted identity, the
 * original's SHA-256, and a QR code to the public verification page.
 */
export const appendCertificatePages = async ({ pdf, record, verifyUrl, language }: { pdf: PDFDocument; record: TSealRecord; verifyUrl: string; language: Language }) => {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const qr = await pdf.embedPng(await QRCode.toBuffer(verifyUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' }));
  const t = (key: string, params: Record<string, string | number> = {}) => translate(language, `sealing.certificate.${key}`, params);

  let page: PDFPage = pdf.addPage(a4);
  let y = a4[1] - margin;
  /** One paragraph, broken into lines that fit the page (a long name or identity wraps rather than running off it). */
  const write = (text: string, { font = regular, size = 10, indent = 0 }: { font?: PDFFont; size?: number; indent?: number } = {}) => {
    const width = a4[0] - 2 * margin - indent;
    for (const line of breakTextIntoLines(drawable(font, text), [' ', '-', '/'], width, (part) => font.widthOfTextAtSize(part, size))) {
      if (y < margin + lineHeight) {
        page = pdf.addPage(a4);
        y = a4[1] - margin;
      }
      page.drawText(line, { x: margin + indent, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 5;
    }
  };

  page.drawImage(qr, { x: a4[0] - margin - qrSize, y: a4[1] - margin - qrSize + 12, width: qrSize, height: qrSize });
  write(t('title'), { font: bold, size: 18 });
  y -= 6;
  write(t('intro'), { size: 9 });
  write(t('verifyAt', { url: verifyUrl }), { size: 9 });
  y -= 8;
  write(t('originalSha256'), { font: bold });
  write(record.originalSha256, { font: regular, size: 9 });
  write(t('sealedAt', { time: at(record.sealedAt) }), { size: 9 });
  y = Math.min(y, a4[1] - margin - qrSize) - 12;

  record.signers.forEach((signer, index) => {
    if (y < margin + 6 * lineHeight) {
      page = pdf.addPage(a4);
      y = a4[1] - margin;
    }
    write(`${index + 1}. ${signer.name}`, { font: bold, size: 11 });
    write(`${t('method')}: ${translate(language, `sealing.method.${signer.signingMethod}`)}`, { indent: 14 });
    if (signer.identifiedBy)
      write(`${t('identifiedBy')}: ${t(`identifiedBy.${signer.identifiedBy}`, { email: signer.email ?? '', identity: signer.assertedIdentity ?? '' })}`, { indent: 14 });
    write(`${t('signedAt')}: ${at(signer.signedAt)}`, { indent: 14 });
    write(`${t('ipAddress')}: ${signer.ipAddress}`, { indent: 14 });
    write(`${t('assertedIdentity')}: ${signer.assertedIdentity ?? t('noAssertedIdentity')}`, { indent: 14 });
    y -= 6;
  });
};
