import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import { formatMoney } from '../../kernel/format/money';
import { formatNumber } from '../../kernel/format/number';
import { formatPercent } from '../../kernel/format/percent';
import { formatShares } from '../../kernel/format/shares';
import { type ExportHolder, type RegisterExport } from './collect-register-export';
import { exportLabel } from './export-label';
import { birthDateOrOrganisationNumber } from '../shareholders/shareholder-display';
import type { ExportContent } from '../import/import.schemas';
import { drawPdfTables, type PdfColumn, type PdfTable } from '../../kernel/pdf/pdf-table';


/**
 * The register as a PDF (A4 landscape): the company header, the classes with votes and totals, every
 * holder with birth date or company number, shares per class, total, ownership and share numbers, a
 * totals row, and page numbers. Public content leaves out addresses. Pages are written as they are
 * finished (numbered from a layout measured beforehand), not held in memory; the holders are read twice, a page
 * at a time (measured, then drawn).
 */
export const writeRegisterPdf = async (data: RegisterExport, content: ExportContent, stream: Writable): Promise<void> => {
  const language = data.languages[0]!;
  const label = (key: string, params?: Record<string, string | number>) => exportLabel(data, key, params);
  const shares = (count: string) => formatShares(count, language);
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 40, info: { Title: `${label('export.doc.title')} ${data.company.name}` } });
  const done = new Promise<void>((resolve, reject) => stream.on('finish', resolve).on('error', reject));
  doc.pipe(stream);

  doc.font('Helvetica-Bold').fontSize(16).text(`${label('export.doc.title')} ${label('export.doc.asOf', { date: data.asOf })}`);
  doc.font('Helvetica').fontSize(11).text(`${data.company.name}, ${label('export.doc.organisationNumber')} ${data.company.organisationNumber}`);
  const capital = data.shareCapital === null ? '' : `${label('export.doc.shareCapital')}: ${formatMoney(data.shareCapital, language, data.company.currency)}   `;
  const nominal = data.nominalValue === null ? '-' : formatNumber(data.nominalValue, language, 4);
  doc.fontSize(9).text(`${capital}${label('export.doc.nominalValue')}: ${nominal}   ${label('export.doc.shares')}: ${shares(data.totalShares)}`);
  doc.moveDown();

  const classTable: PdfTable = {
    columns: [
      { header: label('export.doc.class'), width: 220 },
      { header: label('export.doc.votesPerShare'), width: 110, align: 'right' },
      { header: label('export.doc.shares'), width: 110, align: 'right' },
    ],
    rows: [...data.classes.map((shareClass) => [shareClass.names.join(' / '), formatNumber(shareClass.votesPerShare, language, 5), shares(shareClass.totalShares)]), [label('export.doc.total'), '', shares(data.totalShares)]],
    boldLastRow: true,
  };

  const withAddress = content !== 'public';
  const classWidth = Math.max(55, Math.min(80, 240 / Math.max(1, data.classes.length)));
  const columns: PdfColumn[] = [
    { header: label('export.doc.name'), width: withAddress ? 150 : 200 },
    { header: label('export.doc.identification'), width: 75 },
    ...(withAddress ? [{ header: label('export.doc.address'), width: 130 }] : []),
    ...data.classes.map((shareClass): PdfColumn => ({ header: shareClass.names.join(' / '), width: classWidth, align: 'right' })),
    { header: label('export.doc.shares'), width: 60, align: 'right' },
    { header: label('export.doc.ownership'), width: 55, align: 'right' },
    { header: label('export.doc.shareNumbers'), width: 0 },
  ];
  const used = columns.reduce((sum, column) => sum + column.width, 0);
  columns.at(-1)!.width = Math.max(70, doc.page.width - doc.page.margins.left - doc.page.margins.right - used);
  const cells = (holder: ExportHolder) => {
    const s = holder.shareholder;
    return [
      holder.name,
      birthDateOrOrganisationNumber(s),
      ...(withAddress ? [[s.address, [s.postalCode, s.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')] : []),
      ...data.classes.map((shareClass) => shares(holder.sharesByClass.get(shareClass.id) ?? '0')),
      shares(holder.totalShares),
      formatPercent(holder.shareOfShares, language),
      holder.shareNumbers.replaceAll(',', ', '),
    ];
  };
  const totals = [label('export.doc.total'), '', ...(withAddress ? [''] : []), ...data.classes.map((shareClass) => shares(shareClass.totalShares)), shares(data.totalShares), formatPercent(data.holderCount ? '1' : '0', language), ''];
  async function* rows() {
    for await (const holder of data.holders()) yield cells(holder);
    yield totals;
  }
  await drawPdfTables(doc, [classTable, { columns, rows, boldLastRow: true }], {
    gap: 12,
    footer: (page, pages) => label('export.doc.page', { page, pages }),
  });
  doc.end();
  await done;
};
