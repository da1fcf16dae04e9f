import { PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import { ZSealRecordSchema, type TSealRecord } from './sealing.schemas';

/** The key of the document information dictionary that carries the seal's record. */
const recordKey = PDFName.of('AndelSeal');

export const writeSealRecord = (pdf: PDFDocument, record: TSealRecord) => pdf.getInfoDict().set(recordKey, PDFHexString.fromText(JSON.stringify(record)));

/** The record a sealed PDF carries, or null when it has none (or one that does not parse). */
export const readSealRecord = (pdf: PDFDocument): TSealRecord | null => {
  const value = pdf.getInfoDict().lookup(recordKey);
  if (!(value instanceof PDFHexString || value instanceof PDFString)) return null;
  try {
    const parsed = ZSealRecordSchema.safeParse(JSON.parse(value.decodeText()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
