export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' };
export type PdfTable = { columns: PdfColumn[]; rows: string[][]; boldLastRow?: boolean };

const fontSize = 8;
const padding = 3;

type Measured = PdfTable & { header: string[]; headerHeight: number; heights: Float64Array };
type Step = { kind: 'page' } | { kind: 'row'; table: Measured; cells: string[]; height: number; bold: boolean; y: number };

const setFont = (doc: PDFKit.PDFDocument, bold: boolean) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);

/** Each row's height as drawn (cells wrap within their column), measured once and used to lay out and to draw. */
const measure = (doc: PDFKit.PDFDocument, table: PdfTable): Measured => {
  const heightOf = (cells: string[], bold: boolean) => {
    setFont(doc, bold);
    return Math.max(...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: table.columns[index]!.width - 2 * padding }))) + 2 * padding;
  };
  const header = table.columns.map((column) => column.header);
  const heights = new Float64Array(table.rows.length);
  table.rows.forEach((row, index) => (heights[index] = heightOf(row, table.boldLastRow === true && index === table.rows.length - 1)));
  return { ...table, header, headerHeight: heightOf(header, true), heights };
};

/** The layout: rows never split across pages, and a table's header repeats on each page it runs onto. */
function* layout(doc: PDFKit.PDFDocument, tables: Measured[], startY: number, gap: number): Generator<Step> {
  const top = doc.page.margins.top;
  const bottom = doc.page.height - doc.page.margins.bottom;
  let y = startY;
  for (const [tableIndex, table] of tables.entries()) {
    if (tableIndex > 0) y += gap;
    const header = { kind: 'row', table, cells: table.header, height: table.headerHeight, bold: true } as const;
    if (y + table.headerHeight > bottom) {
      yield { kind: 'page' };
      y = top;
    }
    yield { ...header, y };
    y += table.headerHeight;
    for (const [index, cells] of table.rows.entries()) {
      const height = table.heights[index]!;
      if (y + height > bottom) {
        yield { kind: 'page' };
        y = top;
        yield { ...header, y };
        y += table.headerHeight;
      }
      yield { kind: 'row', table, cells, height, bold: table.boldLastRow === true && index === table.rows.length - 1, y };
      y += height;
    }
  }
}

const drawRow = (doc: PDFKit.PDFDocument, { table, cells, height, bold, y }: Extract<Step, { kind: 'row' }>) => {
  setFont(doc, bold);
  const left = doc.page.margins.left;
  let x = left;
  cells.forEach((cell, index) => {
    const column = table.columns[index]!;
    doc.text(cell, x + padding, y + padding, { width: column.width - 2 * padding, align: column.align ?? 'left', lineBreak: true });
    x += column.width;
  });
  doc.moveTo(left, y + height).lineTo(x, y + height).lineWidth(0.3).strokeColor('#999999').stroke();
  doc.x = left;
  doc.y = y + height;
};

/** A line of text centred at the foot of the current page. */
const writeFooter = (doc: PDFKit.PDFDocument, text: string) => {
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font('Helvetica').fontSize(8).text(text, doc.page.margins.left, doc.page.height - 30, {
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    align: 'center',
    lineBreak: false,
  });
  doc.page.margins.bottom = bottomMargin;
};

/**
 * Draws tables one after another, `gap` points apart, from the current position over as many pages as they
 * need. With `footer`, each page gets its footer ("Side 1 av 3") as it is finished: the tables start on the
 * document's first page, and the page count is known beforehand from the measured rows, so the document need
 * not hold its pages in memory (`bufferPages`) to number them at the end.
 */
export const drawPdfTables = (doc: PDFKit.PDFDocument, tables: PdfTable[], { gap = 0, footer }: { gap?: number; footer?: (page: number, pages: number) => string } = {}) => {
  const measured = tables.map((table) => measure(doc, table));
  const startY = doc.y;
  let pages = 1;
  if (footer) for (const step of layout(doc, measured, startY, gap)) if (step.kind === 'page') pages++;
  let page = 1;
  for (const step of layout(doc, measured, startY, gap)) {
    if (step.kind === 'row') drawRow(doc, step);
    else {
      if (footer) writeFooter(doc, footer(page, pages));
      doc.addPage();
      page++;
    }
  }
  if (footer) writeFooter(doc, footer(page, pages));
};

/** One table, from the current position (see `drawPdfTables`). */
export const drawPdfTable = (doc: PDFKit.PDFDocument, columns: PdfColumn[], rows: string[][], options: { boldLastRow?: boolean } = {}) =>
  drawPdfTables(doc, [{ columns, rows, ...options }]);
