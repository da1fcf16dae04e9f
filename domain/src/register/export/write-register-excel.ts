import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { type RegisterExport } from './collect-register-export';
import { exportLabel } from './export-label';
import { numberFormats, type ExportColumn } from './export-columns';
import { neutraliseFormula } from '../../kernel/spreadsheet/neutralise-formula';

/** A number cell (decimals such as 0.1 included) when it fits a double exactly, else text (a share count past 2^53 must not round). */
const numberCell = (text: string): string | number => {
  if (text === '') return '';
  const value = Number(text);
  return /^\d+$/.test(text) && !Number.isSafeInteger(value) ? text : value;
};

/** Excel refuses / \\ ? * [ ] : in sheet names and more than 31 characters. */
export const sheetName = (text: string, fallback: string) => text.replace(/[\\/?*[\]:]/g, '-').slice(0, 31).trim() || fallback;

const cellOf = <Row>(column: ExportColumn<Row>, text: string) => (column.numeric ? numberCell(text) : column.typed ? neutraliseFormula(text) : text);

/**
 * A sheet of rows under one bold, frozen header row, each row committed as it is written (memory stays flat): the
 * register's holders, or the holders of a portfolio's companies.
 */
export const writeRowSheet = async <Row>(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) => {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: Math.min(40, Math.max(12, column.header.length + 2)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const item of rows) {
    const row = sheet.addRow(columns.map((column) => cellOf(column, column.value(item))));
    columns.forEach((column, index) => {
      if (column.numFmt) row.getCell(index + 1).numFmt = column.numFmt;
    });
    row.commit();
  }
  sheet.commit();
};

/** A streaming workbook onto `stream` (inline strings, so nothing is held for a shared-string table). */
export const streamingWorkbook = (stream: Writable) => new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });

/**
 * The register as an .xlsx, streamed with exceljs' WorkbookWriter: holders are read a page at a time and their
 * rows committed as they are written, so memory stays flat for large registers. The first sheet has the holders with one header
 * row and no totals row (it imports again); the second the company, the date, totals, capital and classes.
 */
export const writeRegisterExcel = async (data: RegisterExport, columns: ExportColumn[], stream: Writable): Promise<void> => {
  const workbook = streamingWorkbook(stream);
  const label = (key: string, params?: Record<string, string>) => exportLabel(data, key, params);
  await writeRowSheet(workbook, sheetName(label('export.doc.holders'), 'Shareholders'), columns, data.holders());

  const company = workbook.addWorksheet(sheetName(data.company.name, 'Company'));
  company.columns = [{ width: 30 }, { width: 40 }, { width: 20 }, { width: 20 }];
  const currency = data.company.currency.replace(/[^A-Z]/g, '');
  const facts: [string, string | number, string?][] = [
    [label('export.doc.title'), neutraliseFormula(data.company.name)],
    [label('export.doc.organisationNumber'), data.company.organisationNumber],
    [label('export.date'), data.asOf],
    [label('export.doc.shareCapital'), numberCell(data.shareCapital ?? ''), `${numberFormats.money} "${currency}"`],
    [label('export.doc.nominalValue'), numberCell(data.nominalValue ?? ''), '0.00##'],
    [label('export.doc.shares'), numberCell(data.totalShares), numberFormats.shares],
    [label('export.doc.votes'), numberCell(data.totalVotes)],
  ];
  for (const [name, value, numFmt] of facts) {
    const row = company.addRow([name, value]);
    if (numFmt && typeof value === 'number') row.getCell(2).numFmt = numFmt;
    row.commit();
  }
  company.addRow([]).commit();
  const classHeader = company.addRow([label('export.doc.class'), label('export.doc.classes'), label('export.doc.votesPerShare'), label('export.doc.shares')]);
  classHeader.font = { bold: true };
  classHeader.commit();
  for (const shareClass of data.classes) company.addRow([shareClass.code, shareClass.names.join(' / '), numberCell(shareClass.votesPerShare), numberCell(shareClass.totalShares)]).commit();
  company.commit();
  await workbook.commit();
};
