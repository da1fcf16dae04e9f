import type { Writable } from 'node:stream';
import { drawSignatureLine, writePdfDocument } from '../../kernel/pdf/pdf-document';
import type { MeetingDocument, Texts } from './meeting-document';

const gap = 20;

/**
 * A meeting document as an A4 PDF in the house style (the company heading of certificates and contract notes):
 * one language full width, or two side by side in columns, each block's columns starting level. A block moves to
 * the next page whole when it does not fit (a matter's text is split into paragraphs, so only one paragraph
 * longer than a page would run over).
 */
export const writeMeetingDocumentPdf = (document: MeetingDocument, stream: Writable) =>
  writePdfDocument(stream, document.title.join(' / '), (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const columns = document.languages.length;
    const columnWidth = (width - gap * (columns - 1)) / columns;
    const bottom = () => doc.page.height - doc.page.margins.bottom;

    type Style = { font?: string; size?: number; spaceAfter?: number };
    /** One block: a text per language, level across the columns. */
    const row = (texts: Texts, { font = 'Helvetica', size = 10, spaceAfter = 4 }: Style = {}) => {
      doc.font(font).fontSize(size);
      const height = Math.max(...texts.map((text) => doc.heightOfString(text || ' ', { width: columnWidth })));
      if (doc.y + height > bottom() && doc.y > doc.page.margins.top) doc.addPage();
      const top = doc.y;
      texts.forEach((text, index) => doc.font(font).fontSize(size).text(text, left + index * (columnWidth + gap), top, { width: columnWidth }));
      doc.x = left;
      doc.y = top + height + spaceAfter;
    };
    /** The same text across the page (names, a description in the notice's own words). */
    const wide = (text: string, style: Style = {}) => row([text], style);
    const paragraphs = (texts: Texts) => {
      const split = texts.map((text) => text.split(/\n\s*\n/));
      const count = Math.max(...split.map((parts) => parts.length));
      for (let index = 0; index < count; index++) row(split.map((parts) => parts[index] ?? ''), { spaceAfter: 6 });
    };
    const singleColumn = () => columnWidth === width;

    doc.font('Helvetica-Bold').fontSize(18);
    row(document.title, { font: 'Helvetica-Bold', size: columns > 1 ? 15 : 18, spaceAfter: 8 });
    wide(document.company.name, { size: 13, spaceAfter: 2 });
    row(document.company.organisationNumberLabel.map((label) => `${label} ${document.company.organisationNumber}`), { spaceAfter: 14 });

    for (const { label, value } of document.details) row(label.map((text, index) => `${text}: ${value[index]}`));
    if (document.description) {
      doc.moveDown(0.5);
      wide(document.description, { spaceAfter: 8 });
    }
    doc.moveDown(0.5);
    row(document.participants.heading, { font: 'Helvetica-Bold', size: 12 });
    for (const name of document.participants.names) wide(name, { spaceAfter: 2 });

    doc.moveDown(1);
    row(document.agenda, { font: 'Helvetica-Bold', size: 14, spaceAfter: 8 });
    if (!document.matters.length) row(document.noMatters);
    for (const matter of document.matters) {
      row(matter.heading, { font: 'Helvetica-Oblique', size: 9, spaceAfter: 2 });
      row(matter.title, { font: 'Helvetica-Bold', size: 12, spaceAfter: 4 });
      paragraphs(matter.text);
      if (matter.outcomeText) paragraphs(matter.outcomeText);
      if (matter.outcome) row(matter.outcome, { font: 'Helvetica-Bold', spaceAfter: 6 });
      doc.moveDown(0.6);
    }

    if (document.meetingChair) {
      doc.moveDown(0.5);
      row(document.meetingChair.label.map((label) => `${label}: ${document.meetingChair!.name}`), { font: 'Helvetica-Bold' });
    }
    if (document.signatories) {
      doc.moveDown(1);
      row(document.signatories.label, { font: 'Helvetica-Bold', size: 12, spaceAfter: 30 });
      const lineWidth = singleColumn() ? 200 : columnWidth - 20;
      document.signatories.names.forEach((name, index) => {
        const column = index % 2;
        if (column === 0 && doc.y + 40 > bottom()) doc.addPage();
        const y = column === 0 ? doc.y : doc.y - 44;
        drawSignatureLine(doc, left + column * (width / 2), y, Math.min(lineWidth, width / 2 - 20), name);
        doc.x = left;
        doc.y = y + 44;
      });
    }
  });
