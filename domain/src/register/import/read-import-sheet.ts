import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { DomainError } from '../../kernel/errors/domain-error';
import { classOfColumn, importLimits, type ImportColumn, type ImportLimits, type ImportRow } from './import-columns';
import { columnOfHeader } from './import-headers';
import { checkZip, isZip, type CheckedZip } from './inspect-zip';
import { restoreFormula } from '../../kernel/spreadsheet/neutralise-formula';

type Upload = { data: Uint8Array; fileName: string };

/** A row of a sheet: its number and each filled cell as text, keyed by column. */
export type SheetRow<C extends string> = { rowNumber: number; values: Partial<Record<C, string>> };

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A cell as text. Formulas are refused (a value we cannot trust), numbers past 2^53 too (already rounded). */
const cellText = (cell: ExcelJS.Cell, column: string): string => {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return restoreFormula(value.trim());
  if (typeof value === 'boolean') return value ? 'y' : '';
  if (typeof value === 'number') {
    if (classOfColumn(column as ImportColumn) && !Number.isSafeInteger(value) && Number.isInteger(value)) throw new DomainError('shareholderImport.shareCountTooLarge', { cell: cell.address });
    return String(value);
  }
  if (value instanceof Date) return isoDate(value);
  if ('formula' in value || 'sharedFormula' in value) throw new DomainError('shareholderImport.formula', { cell: cell.address });
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('text' in value) return String(value.text).trim();
  if ('error' in value) return '';
  return '';
};

/** A header cell's column: the import template's (`columnOfHeader`), or a file's that adds its own. */
type ColumnOf<C extends string> = (header: string) => C | undefined;

/** Columns by position, from a header row: the template's data sheet names at least the type and the name column. */
const columnsOfHeader = <C extends string>(row: ExcelJS.Row, columnOf: ColumnOf<C>): Map<number, C> | null => {
  const columns = new Map<number, C>();
  row.eachCell((cell, index) => {
    const column = columnOf(typeof cell.value === 'string' ? cell.value : cell.text);
    if (column) columns.set(index, column);
  });
  const found = new Set<string>(columns.values());
  return found.has('type') && found.has('name') ? columns : null;
};

/** Collects the data sheet's rows: the first sheet whose first row has the template's headers. */
class SheetRows<C extends string> {
  columns: Map<number, C> | null = null;
  rows: SheetRow<C>[] = [];
  private onThisSheet = false;

  constructor(
    private readonly limits: ImportLimits,
    private readonly columnOf: ColumnOf<C>,
  ) {}

  /** Call at the start of each sheet, in workbook order. */
  startSheet() {
    this.onThisSheet = false;
  }

  add(row: ExcelJS.Row) {
    if (row.number === 1 && !this.columns) {
      this.columns = columnsOfHeader(row, this.columnOf);
      this.onThisSheet = this.columns !== null;
      return;
    }
    if (!this.onThisSheet || !this.columns || row.number === 1) return;
    const values: SheetRow<C>['values'] = {};
    for (const [index, column] of this.columns) {
      const text = cellText(row.getCell(index), column);
      if (text !== '') values[column] = text;
    }
    if (Object.keys(values).length === 0) return;
    if (this.rows.length === this.limits.maxRows) throw new DomainError('shareholderImport.tooManyRows', { max: this.limits.maxRows });
    this.rows.push({ rowNumber: row.number, values });
  }
}

const readCsv = async <C extends string>(data: Uint8Array, collect: SheetRows<C>) => {
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
const readXlsx = async <C extends string>(zip: CheckedZip, collect: SheetRows<C>) => {
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
export const readImportSheet = (upload: Upload, limits: ImportLimits = importLimits): Promise<ImportRow[]> => readSheetRows(upload, columnOfHeader, limits);

/**
 * `readImportSheet` for a file with columns of its own besides the template's (the portfolio's holder spreadsheet):
 * `columnOf` names a header's column, and the rows are keyed by those names. The same checks and limits apply.
 */
export const readSheetRows = async <C extends string>(upload: Upload, columnOf: ColumnOf<C>, limits: ImportLimits = importLimits): Promise<SheetRow<C>[]> => {
  if (upload.data.length > limits.maxUploadBytes) throw new DomainError('shareholderImport.tooLarge');
  if (upload.data.length === 0) throw new DomainError('shareholderImport.empty');
  const collect = new SheetRows(limits, columnOf);
  if (/\.csv$/i.test(upload.fileName)) await readCsv(upload.data, collect);
  else {
    if (!isZip(upload.data)) throw new DomainError('shareholderImport.notSpreadsheet');
    await readXlsx(await checkZip(upload.data, limits), collect);
  }
  if (!collect.columns) throw new DomainError('shareholderImport.wrongSheet');
  if (collect.rows.length === 0) throw new DomainError('shareholderImport.noRows');
  return collect.rows;
};
