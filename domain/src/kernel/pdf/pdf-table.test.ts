import PDFDocument from 'pdfkit';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { drawPdfTables, type PdfTable } from './pdf-table';
import { pdfText } from '../../../testing/pdf-text';

const render = async (draw: (doc: PDFKit.PDFDocument) => Promise<void>) => {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 40 });
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  doc.pipe(stream);
  await draw(doc);
  doc.end();
  await ended;
  return pdfText(Buffer.concat(chunks));
};

describe('drawPdfTables', () => {
  it('numbers every page "x of y" as it is finished, repeats the header, and splits no row', async () => {
    const columns = [
      { header: 'Navn', width: 200 },
      { header: 'Aksjer', width: 80, align: 'right' as const },
    ];
    const rows = Array.from({ length: 300 }, (_, i) => [i % 7 === 0 ? `Holder ${i} with a name long enough to wrap onto a second line in its column` : `Holder ${i}`, String(i)]);
    const pages = await render(async (doc) => {
      doc.text('Title');
      await drawPdfTables(doc, [{ columns: [{ header: 'Klasse', width: 200 }], rows: [['A']] }, { columns, rows }], { gap: 12, footer: (page, count) => `Side ${page} av ${count}` });
    });
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((text, index) => {
      expect(text).toContain(`Side ${index + 1} av ${pages.length}`);
      expect(text).toContain('Navn');
    });
    const all = pages.join('\n');
    for (const i of [0, 1, 150, 299]) expect(all).toContain(`Holder ${i}`);
    expect(all.match(/Holder \d+/g)).toHaveLength(300);
  });

  it('draws rows read on demand as it draws the same rows in memory, reading them twice (measured, then drawn)', async () => {
    const columns = [{ header: 'Navn', width: 200 }];
    const rows = Array.from({ length: 120 }, (_, i) => [i % 5 === 0 ? `Holder ${i} with a name long enough to wrap onto a second line in its column` : `Holder ${i}`]);
    let reads = 0;
    async function* onDemand() {
      reads++;
      yield* rows;
    }
    const draw = (table: PdfTable) => render((doc) => drawPdfTables(doc, [table], { footer: (page, count) => `Side ${page} av ${count}` }));
    expect(await draw({ columns, rows: onDemand, boldLastRow: true })).toEqual(await draw({ columns, rows, boldLastRow: true }));
    expect(reads).toBe(2);
  });
});
