import { PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import { ZSealRecordSchema, type TSealRecord } from './sealing.schemas';

/** The key of the document information dictionary that carries the seal's record. */
const recordKey = PDFName.of('AndelSeal');

/** The document information dictionary (created when the file has none, as pdf-lib's own metadata setters do). */
const infoDictionary = (pdf: PDFDocument) => {
  const existing = pdf.context.lookup(pdf.context.trailerInfo.Info);
  if (existing instanceof PDFDict) return existing;
  const created = pdf.context.obj({});
  pdf.context.trailerInfo.Info = pdf.context.register(created);
  return created;
};

export const writeSealRecord = (pdf: PDFDocument, record: TSealRecord) => infoDictionary(pdf).set(recordKey, PDFHexString.fromText(JSON.stringify(record)));

/** The record a sealed PDF carries, or null when it has none (or one that does not parse). */
export const readSealRecord = (pdf: PDFDocument): TSealRecord | null => {
  const value = infoDictionary(pdf).lookup(recordKey);
  if (!(value instanceof PDFHexString || value instanceof PDFString)) return null;
  try {
    const parsed = ZSealRecordSchema.safeParse(JSON.parse(value.decodeText()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
