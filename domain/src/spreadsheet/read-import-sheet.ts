import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { DomainError } from '../errors/domain-error';
import { classOfColumn, importLimits, type ImportColumn, type ImportLimits, type ImportRow } from './import-columns';
import { columnOfHeader } from './import-headers';
import { inspectZip, isZip } from './inspect-zip';
import { restoreFormula } from './neutralise-formula';

type Upload = { data: Uint8Array; fileName: string };

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A cell as text. Formulas are refused (a value we cannot trust), numbers past 2^53 too (already rounded). */
const cellText = (cell: ExcelJS.Cell, column: ImportColumn): string => {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return restoreFormula(value.trim());
  if (typeof value === 'boolean') return value ? 'y' : '';
  if (typeof value === 'number') {
    if (classOfColumn(column) && !Number.isSafeInteger(value) && Number.isInteger(value)) throw new DomainError('shareholderImport.shareCountTooLarge', { cell: cell.address });
    return String(value);
  }
  if (value instanceof Date) return isoDate(value);
  if ('formula' in value || 'sharedFormula' in value) throw new DomainError('shareholderImport.formula', { cell: cell.address });
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('text' in value) return String(value.text).trim();
  if ('error' in value) return '';
  return '';
};

const loadWorkbook = async ({ data, fileName }: Upload, limits: ImportLimits): Promise<ExcelJS.Workbook> => {
  if (data.length === 0) throw new DomainError('shareholderImport.empty');
  const workbook = new ExcelJS.Workbook();
  if (/\.csv$/i.test(fileName)) {
    if (data.includes(0)) throw new DomainError('shareholderImport.notSpreadsheet');
    // Every value stays text: the default mapping would turn "0150" into 150 and guess dates.
    await workbook.csv.read(Readable.from([Buffer.from(data)]), { map: (value: unknown) => value, parserOptions: { delimiter: /;/.test(new TextDecoder().decode(data.subarray(0, 4096)).split('\n')[0] ?? '') ? ';' : ',' } });
    return workbook;
  }
  if (!isZip(data)) throw new DomainError('shareholderImport.notSpreadsheet');
  inspectZip(data, limits);
  try {
    await workbook.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
  } catch {
    throw new DomainError('shareholderImport.notSpreadsheet');
  }
  if (workbook.worksheets.length === 0) throw new DomainError('shareholderImport.notSpreadsheet');
  return workbook;
};

/** The first sheet whose first row names at least the type and the name column: the template's data sheet. */
const findDataSheet = (workbook: ExcelJS.Workbook) => {
  for (const sheet of workbook.worksheets) {
    const columns = new Map<number, ImportColumn>();
    sheet.getRow(1).eachCell((cell, index) => {
      const column = columnOfHeader(typeof cell.value === 'string' ? cell.value : cell.text);
      if (column) columns.set(index, column);
    });
    const found = new Set(columns.values());
    if (found.has('type') && found.has('name')) return { sheet, columns };
  }
  throw new DomainError('shareholderImport.wrongSheet');
};

/**
 * Reads an uploaded .xlsx or .csv into rows of text keyed by column. A file that is not a spreadsheet,
 * is empty, has no sheet with the template's headers, is too large when unpacked, has too many rows, or
 * holds formulas, merged cells or share counts past 2^53 is refused with a message key; nothing is stored.
 */
export const readImportSheet = async (upload: Upload, limits: ImportLimits = importLimits): Promise<ImportRow[]> => {
  if (upload.data.length > limits.maxUploadBytes) throw new DomainError('shareholderImport.tooLarge');
  const workbook = await loadWorkbook(upload, limits);
  const { sheet, columns } = findDataSheet(workbook);
  if (sheet.hasMerges) throw new DomainError('shareholderImport.mergedCells');
  if (sheet.actualRowCount - 1 > limits.maxRows) throw new DomainError('shareholderImport.tooManyRows', { max: limits.maxRows });
  const rows: ImportRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: ImportRow['values'] = {};
    for (const [index, column] of columns) {
      const text = cellText(row.getCell(index), column);
      if (text !== '') values[column] = text;
    }
    if (Object.keys(values).length > 0) rows.push({ rowNumber, values });
  });
  if (rows.length === 0) throw new DomainError('shareholderImport.noRows');
  return rows;
};
