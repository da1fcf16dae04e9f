export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' };
/** A table's rows: in memory, or read on demand (called once to measure and once to draw, giving the same rows). */
export type PdfTable = { columns: PdfColumn[]; rows: readonly string[][] | (() => AsyncIterable<string[]>); boldLastRow?: boolean };

const fontSize = 8;
const padding = 3;
/** Points a cell must stay inside its column to count as one line without wrapping it. */
const oneLineMargin = 4;

type Measured = PdfTable & { header: string[]; headerHeight: number; heights: number[] };
type Step = { kind: 'page' } | { kind: 'header'; table: Measured; y: number } | { kind: 'row'; table: Measured; height: number; bold: boolean; y: number };

const setFont = (doc: PDFKit.PDFDocument, bold: boolean) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);

/**
 * The font size a cell is drawn at: the table's, or smaller when one of its words (a share-number range, a long
 * name) is wider than the column, so that words are wrapped between, never cut inside ("1000001-100000" / "2").
 * Only cells wider than their column are looked at word by word.
 */
const fittingFontSize = (doc: PDFKit.PDFDocument, cell: string, width: number): number => {
  // pdfkit measures a word with the space after it, and cuts one that does not fit with a point to spare.
  const widest = Math.max(0, ...cell.split(/\s+/).map((word) => doc.widthOfString(`${word} `))) + oneLineMargin;
  return widest <= width ? fontSize : Math.floor((fontSize * width * 10) / widest) / 10;
};

const rowsOf = (table: PdfTable): AsyncIterable<string[]> | Iterable<string[]> => (typeof table.rows === 'function' ? table.rows() : table.rows);

/** Each row's height as drawn (cells wrap within their column), measured once and used to lay out and to draw; only the heights are kept. */
const measure = async (doc: PDFKit.PDFDocument, table: PdfTable): Promise<Measured> => {
  const lineHeights = new Map<boolean, number>();
  const heightOf = (cells: string[], bold: boolean) => {
    setFont(doc, bold);
    const line = lineHeights.get(bold) ?? lineHeights.set(bold, doc.heightOfString(' ')).get(bold)!;
    // Most cells are one line: measuring their width is much cheaper than wrapping them. The margin covers what the
    // wrapper adds by measuring word by word (kerning at spaces, under a point at this size).
    const heightOfCell = (cell: string, width: number) => {
      if (!cell.includes('\n') && doc.widthOfString(cell) < width - oneLineMargin) return line;
      const size = fittingFontSize(doc, cell, width);
      const height = doc.fontSize(size).heightOfString(cell || ' ', { width });
      doc.fontSize(fontSize);
      return height;
    };
    return Math.max(...cells.map((cell, index) => heightOfCell(cell, table.columns[index]!.width - 2 * padding))) + 2 * padding;
  };
  const header = table.columns.map((column) => column.header);
  const heights: number[] = [];
  let last: string[] | undefined;
  for await (const cells of rowsOf(table)) {
    heights.push(heightOf(cells, false));
    last = cells;
  }
  if (table.boldLastRow && last) heights[heights.length - 1] = heightOf(last, true);
  return { ...table, header, headerHeight: heightOf(header, true), heights };
};

/** The layout: rows never split across pages, and a table's header repeats on each page it runs onto. */
function* layout(doc: PDFKit.PDFDocument, tables: Measured[], startY: number, gap: number): Generator<Step> {
  const top = doc.page.margins.top;
  const bottom = doc.page.height - doc.page.margins.bottom;
  let y = startY;
  for (const [tableIndex, table] of tables.entries()) {
    if (tableIndex > 0) y += gap;
    if (y + table.headerHeight > bottom) {
      yield { kind: 'page' };
      y = top;
    }
    yield { kind: 'header', table, y };
    y += table.headerHeight;
    for (const [index, height] of table.heights.entries()) {
      if (y + height > bottom) {
        yield { kind: 'page' };
        y = top;
        yield { kind: 'header', table, y };
        y += table.headerHeight;
      }
      yield { kind: 'row', table, height, bold: table.boldLastRow === true && index === table.heights.length - 1, y };
      y += height;
    }
  }
}

const drawRow = (doc: PDFKit.PDFDocument, table: Measured, cells: string[], height: number, bold: boolean, y: number) => {
  setFont(doc, bold);
  const left = doc.page.margins.left;
  let x = left;
  cells.forEach((cell, index) => {
    const column = table.columns[index]!;
    const width = column.width - 2 * padding;
    doc.fontSize(doc.widthOfString(cell) < width - oneLineMargin ? fontSize : fittingFontSize(doc, cell, width));
    doc.text(cell, x + padding, y + padding, { width, align: column.align ?? 'left', lineBreak: true });
    doc.fontSize(fontSize);
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
 * not hold its pages in memory (`bufferPages`) to number them at the end. Rows read on demand are read twice
 * (measured, then drawn) and never held: a table of 100,000 holders keeps only its row heights.
 */
export const drawPdfTables = async (doc: PDFKit.PDFDocument, tables: PdfTable[], { gap = 0, footer }: { gap?: number; footer?: (page: number, pages: number) => string } = {}) => {
  const measured: Measured[] = [];
  for (const table of tables) measured.push(await measure(doc, table));
  const startY = doc.y;
  let pages = 1;
  if (footer) for (const step of layout(doc, measured, startY, gap)) if (step.kind === 'page') pages++;
  let page = 1;
  const rows = new Map(measured.map((table) => [table, (async function* () { yield* rowsOf(table); })()]));
  for (const step of layout(doc, measured, startY, gap)) {
    if (step.kind === 'header') drawRow(doc, step.table, step.table.header, step.table.headerHeight, true, step.y);
    else if (step.kind === 'row') drawRow(doc, step.table, (await rows.get(step.table)!.next()).value as string[], step.height, step.bold, step.y);
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
