import ExcelJS from 'exceljs';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { classColumn, headerKey, importFieldColumns, templateClassCodes, type ImportColumn } from './import-columns';

const textColumns = new Set<ImportColumn>(['identification', 'representativeSsn', 'postalCode', 'phoneNumber', 'utlNumber', 'shareNumbers', 'lockupEndDate', 'entryDate']);

/** The header text of a column in a language: a class column is named by its class ("A-aksjer"). */
export const columnHeader = (column: ImportColumn, language: Language) =>
  column.startsWith('shares.') ? translate(language, `shareClass.${column.slice('shares.'.length)}.name`) : translate(language, headerKey(column));

/**
 * The import template (seed: GET /shareholders/download-excel-template): a data sheet with the import
 * row's columns headed in the user's language, text-formatted where leading zeros matter, and a sheet
 * of instructions, one line per column.
 */
export const buildImportTemplate = async (language: Language): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const columns: ImportColumn[] = [...importFieldColumns, ...templateClassCodes.map(classColumn)];
  const data = workbook.addWorksheet(translate(language, 'shareholderImport.template.dataSheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = columns.map((column) => ({ header: columnHeader(column, language), key: column, width: 18, style: textColumns.has(column) ? { numFmt: '@' } : {} }));
  data.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet(translate(language, 'shareholderImport.template.instructionsSheet'));
  help.columns = [{ width: 28 }, { width: 100 }];
  help.addRow([translate(language, 'shareholderImport.template.intro')]).font = { bold: true };
  help.addRow([]);
  for (const column of columns) {
    const key = column.startsWith('shares.') ? 'shareholderImport.help.classShares' : `shareholderImport.help.${column}`;
    help.addRow([columnHeader(column, language), translate(language, key)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
