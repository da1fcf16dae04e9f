import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../kernel/errors/domain-error';
import { xlsxBomb } from '../../../testing/zip-bomb';
import { buildImportTemplate } from './build-import-template';
import { importLimits, type ImportLimits } from './import-columns';
import { readImportSheet } from './read-import-sheet';

const fromTemplate = async (rows: unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buildImportTemplate('nb')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

const refusal = async (data: Uint8Array, fileName = 'aksjonærer.xlsx', limits: ImportLimits = importLimits) => {
  try {
    await readImportSheet({ data, fileName }, limits);
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'accepted';
};

const kari = ['person', 'Kari Nordmann', '01010112345', '', '', 'Storgata 1', '0150', '', 'NO', 'kari@example.no', '', '', '', '', 'female', 'y', 100, '1-100'];

describe('readImportSheet', () => {
  it('reads the template back with every cell as text, keyed by column, from a Norwegian header row', async () => {
    const rows = await readImportSheet({ data: await fromTemplate([kari, [], ['selskap', 'Fjord Invest AS', '928471632', 'Ola Hansen', ...Array(12).fill(''), 0, '', '2026-01-01', 0, 50]]), fileName: 'a.xlsx' });
    expect(rows).toEqual([
      { rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', identification: '01010112345', address: 'Storgata 1', postalCode: '0150', country: 'NO', email: 'kari@example.no', gender: 'female', isEmployee: 'y', numberOfShares: '100', shareNumbers: '1-100' } },
      { rowNumber: 4, values: { type: 'selskap', name: 'Fjord Invest AS', identification: '928471632', representativeName: 'Ola Hansen', numberOfShares: '0', entryDate: '2026-01-01', 'shares.PREFERENCE': '0', 'shares.A': '50' } },
    ]);
  });

  it('reads a CSV with English headers, semicolon-separated, keeping leading zeros', async () => {
    const csv = 'Type (selskap/person);Name;Postal code;A shares\nperson;Kari Nordmann;0150;12\n';
    expect(await readImportSheet({ data: new TextEncoder().encode(csv), fileName: 'list.csv' })).toEqual([
      { rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', postalCode: '0150', 'shares.A': '12' } },
    ]);
  });

  it('refuses files that are not spreadsheets, empty, or without the template headers', async () => {
    expect(await refusal(new Uint8Array())).toBe('shareholderImport.empty');
    expect(await refusal(new TextEncoder().encode('%PDF-1.7 junk'))).toBe('shareholderImport.notSpreadsheet');
    expect(await refusal(zipSync({ 'hello.txt': new TextEncoder().encode('not a workbook') }))).toBe('shareholderImport.notSpreadsheet');
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Budget').addRow(['Post', 'Beløp']);
    expect(await refusal(new Uint8Array(await other.xlsx.writeBuffer()))).toBe('shareholderImport.wrongSheet');
    expect(await refusal(await fromTemplate([]))).toBe('shareholderImport.noRows');
  });

  it('refuses a zip bomb from its central directory, before inflating anything', async () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(20 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await refusal(bomb, 'a.xlsx', { ...importLimits, maxUncompressedBytes: 10 * 1024 * 1024 })).toBe('shareholderImport.tooLarge');
    const many = zipSync(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.xml`, new Uint8Array(1)])));
    expect(await refusal(many, 'a.xlsx', { ...importLimits, maxZipEntries: 20 })).toBe('shareholderImport.tooLarge');
  });

  it('refuses a zip whose entries inflate past what they declare (1 MB on the wire, 1 GiB unpacked) having inflated little', async () => {
    const bomb = await xlsxBomb({ inflatedBytes: 1024 * 1024 * 1024 });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const code = await refusal(bomb, 'a.xlsx');
    clearInterval(sample);
    expect(code).toBe('shareholderImport.tooLarge');
    expect(performance.now() - started).toBeLessThan(1000);
    expect((peak - before) / 1024 / 1024).toBeLessThan(64);
  });

  it('bounds what a file may unpack by the row limit, and refuses a text of megabytes without markup early', async () => {
    expect(importLimits.maxUncompressedBytes).toBeLessThanOrEqual(importLimits.maxRows * 4096);
    const honest = await xlsxBomb({ inflatedBytes: 64 * 1024 * 1024, declaredBytes: 64 * 1024 * 1024 });
    const started = performance.now();
    expect(await refusal(honest, 'a.xlsx')).toBe('shareholderImport.tooLarge');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses too many rows, formulas, merged cells and share counts past 2^53', async () => {
    expect(await refusal(await fromTemplate([kari, kari, kari]), 'a.xlsx', { ...importLimits, maxRows: 2 })).toBe('shareholderImport.tooManyRows');
    expect(await refusal(await fromTemplate([['person', { formula: 'CONCAT("Kari"," Nordmann")', result: 'Kari Nordmann' }]]))).toBe('shareholderImport.formula');
    expect(await refusal(await fromTemplate([kari], (sheet) => sheet.mergeCells('A2:B2')))).toBe('shareholderImport.mergedCells');
    const huge = [...kari.slice(0, 16), 2 ** 53 + 2];
    expect(await refusal(await fromTemplate([huge]))).toBe('shareholderImport.shareCountTooLarge');
  });
});
