export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' };

const fontSize = 8;
const padding = 3;

/**
 * Draws a table that runs over as many pages as it needs, repeating its header row on each page.
 * Cells wrap within their column; a row never splits across pages.
 */
export const drawPdfTable = (doc: PDFKit.PDFDocument, columns: PdfColumn[], rows: string[][], options: { boldLastRow?: boolean } = {}) => {
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const heightOf = (cells: string[]) =>
    Math.max(...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: columns[index]!.width - 2 * padding }))) + 2 * padding;
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    const height = heightOf(cells);
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (cells !== header) drawRow(header, true);
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    }
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x + padding, top + padding, { width: column.width - 2 * padding, align: column.align ?? 'left', lineBreak: true });
      x += column.width;
    });
    doc.moveTo(left, top + height).lineTo(x, top + height).lineWidth(0.3).strokeColor('#999999').stroke();
    doc.x = left;
    doc.y = top + height;
  };
  const header = columns.map((column) => column.header);
  drawRow(header, true);
  rows.forEach((row, index) => drawRow(row, options.boldLastRow === true && index === rows.length - 1));
};

/** "Side 1 av 3" at the foot of every page, once the document is complete (needs `bufferPages`). */
export const numberPdfPages = (doc: PDFKit.PDFDocument, text: (page: number, pages: number) => string) => {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).text(text(index + 1, range.count), doc.page.margins.left, doc.page.height - 30, {
      width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
};
