import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { DomainError } from '../../kernel/errors/domain-error';
import { classOfColumn, importLimits, type ImportColumn, type ImportLimits, type ImportRow } from './import-columns';
import { columnOfHeader } from './import-headers';
import { checkZip, isZip, type CheckedZip } from './inspect-zip';
import { restoreFormula } from '../../kernel/spreadsheet/neutralise-formula';

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

/** Columns by position, from a header row: the template's data sheet names at least the type and the name column. */
const columnsOfHeader = (row: ExcelJS.Row): Map<number, ImportColumn> | null => {
  const columns = new Map<number, ImportColumn>();
  row.eachCell((cell, index) => {
    const column = columnOfHeader(typeof cell.value === 'string' ? cell.value : cell.text);
    if (column) columns.set(index, column);
  });
  const found = new Set(columns.values());
  return found.has('type') && found.has('name') ? columns : null;
};

/** Collects the data sheet's rows: the first sheet whose first row has the template's headers. */
class SheetRows {
  columns: Map<number, ImportColumn> | null = null;
  rows: ImportRow[] = [];
  private onThisSheet = false;

  constructor(private readonly limits: ImportLimits) {}

  /** Call at the start of each sheet, in workbook order. */
  startSheet() {
    this.onThisSheet = false;
  }

  add(row: ExcelJS.Row) {
    if (row.number === 1 && !this.columns) {
      this.columns = columnsOfHeader(row);
      this.onThisSheet = this.columns !== null;
      return;
    }
    if (!this.onThisSheet || !this.columns || row.number === 1) return;
    const values: ImportRow['values'] = {};
    for (const [index, column] of this.columns) {
      const text = cellText(row.getCell(index), column);
      if (text !== '') values[column] = text;
    }
    if (Object.keys(values).length === 0) return;
    if (this.rows.length === this.limits.maxRows) throw new DomainError('shareholderImport.tooManyRows', { max: this.limits.maxRows });
    this.rows.push({ rowNumber: row.number, values });
  }
}

const readCsv = async (data: Uint8Array, collect: SheetRows) => {
  if (data.includes(0)) throw new DomainError('shareholderImport.notSpreadsheet');
  const workbook = new ExcelJS.Workbook();
  // Every value stays text: the default mapping would turn "0150" into 150 and guess dates.
  const delimiter = /;/.test(new TextDecoder().decode(data.subarray(0, 4096)).split('\n')[0] ?? '') ? ';' : ',';
  await workbook.csv.read(Readable.from([Buffer.from(data)]), { map: (value: unknown) => value, parserOptions: { delimiter } });
  collect.startSheet();
  workbook.worksheets[0]?.eachRow((row) => collect.add(row));
};

/**
 * An .xlsx through exceljs' streaming reader: row by row, never the whole workbook model in memory (a
 * 100,000-row file loaded whole took over a gigabyte). The reader is given the checked entries only, and skips
 * merged cells, which the check found.
 */
const readXlsx = async (zip: CheckedZip, collect: SheetRows) => {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(zip.stream(), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheets = 0;
  let dataSheet: string | null = null;
  try {
    for await (const sheet of reader) {
      sheets++;
      collect.startSheet();
      const hadColumns = collect.columns !== null;
      for await (const row of sheet) collect.add(row);
      if (!hadColumns && collect.columns) dataSheet = (sheet as unknown as { id: string }).id;
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('shareholderImport.notSpreadsheet');
  }
  if (sheets === 0) throw new DomainError('shareholderImport.notSpreadsheet');
  if (dataSheet !== null && zip.mergedCells.has(`xl/worksheets/sheet${dataSheet}.xml`)) throw new DomainError('shareholderImport.mergedCells');
};

/**
 * Reads an uploaded .xlsx or .csv into rows of text keyed by column. A file that is not a spreadsheet,
 * is empty, has no sheet with the template's headers, is too large when unpacked, has too many rows, or
 * holds formulas, merged cells or share counts past 2^53 is refused with a message key; nothing is stored.
 */
export const readImportSheet = async (upload: Upload, limits: ImportLimits = importLimits): Promise<ImportRow[]> => {
  if (upload.data.length > limits.maxUploadBytes) throw new DomainError('shareholderImport.tooLarge');
  if (upload.data.length === 0) throw new DomainError('shareholderImport.empty');
  const collect = new SheetRows(limits);
  if (/\.csv$/i.test(upload.fileName)) await readCsv(upload.data, collect);
  else {
    if (!isZip(upload.data)) throw new DomainError('shareholderImport.notSpreadsheet');
    await readXlsx(await checkZip(upload.data, limits), collect);
  }
  if (!collect.columns) throw new DomainError('shareholderImport.wrongSheet');
  if (collect.rows.length === 0) throw new DomainError('shareholderImport.noRows');
  return collect.rows;
};
