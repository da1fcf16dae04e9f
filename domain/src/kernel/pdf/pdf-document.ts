import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';

/** Writes one A4 document to `stream` and resolves once it is all written. */
export const writePdfDocument = async (stream: Writable, title: string, draw: (doc: PDFKit.PDFDocument) => void | Promise<void>) => {
  const doc = new PDFDocument({ size: 'A4', margin: 60, info: { Title: title } });
  const done = new Promise<void>((resolve, reject) => stream.on('finish', resolve).on('error', reject));
  doc.pipe(stream);
  await draw(doc);
  doc.end();
  await done;
};

/** What a document's heading names of its company. */
export type HeadingCompany = { name: string; organisationNumber: string };

/** The heading a company's documents (certificates, contract notes) open with: title, company name, organisation number. */
export const drawCompanyHeading = (doc: PDFKit.PDFDocument, title: string, company: HeadingCompany, organisationNumberLabel: string) => {
  doc.font('Helvetica-Bold').fontSize(24).text(title, { align: 'center' });
  doc.moveDown(0.5).font('Helvetica').fontSize(13).text(company.name, { align: 'center' });
  doc.fontSize(10).text(`${organisationNumberLabel} ${company.organisationNumber}`, { align: 'center' });
};

/** A line to sign on with what the signature stands for under it, `width` wide from `x`. */
export const drawSignatureLine = (doc: PDFKit.PDFDocument, x: number, y: number, width: number, label: string) => {
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor('#000000').stroke();
  doc.font('Helvetica').fontSize(9).text(label, x, y + 4, { width });
};
