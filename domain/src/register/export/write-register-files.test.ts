import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../testing/pdf-text';
import type { ExportHolder, RegisterExport } from './collect-register-export';
import { exportColumns } from './export-columns';
import { columnHeader } from '../import/build-import-template';
import type { ExportShareholder } from './register-pages';
import { writeRegisterExcel } from './write-register-excel';
import { writeRegisterPdf } from './write-register-pdf';

const person: ExportShareholder = {
  id: 'h1', isCompany: false, firstName: 'Kari', middleName: null, lastName: 'Nordmann', birthDate: '1972-09-13', nationalId: '13097248022', nationality: 'NO',
  gender: 'female', companyName: null, companyNumber: null, contactName: null, contactNationalId: null, email: null, phoneCountryCode: null, phoneNumber: null,
  address: 'Storgata 1', postalCode: '0150', city: 'OSLO', country: 'NO', utlNumber: null, isEmployee: null, lockupEndDate: null, loanAmount: '0.1',
};

/** 40 runs of two from share 1,000,001 ("1000001-1000002, 1000004-1000005, …"): many lines in the narrow column four classes leave. */
const scatteredRuns = Array.from({ length: 40 }, (_, i) => `${1_000_001 + 3 * i}-${1_000_002 + 3 * i}`);
const classes = (['COMMON', 'A', 'B', 'PREFERENCE'] as const).map((code, i) => ({ id: `c${i + 1}`, code, names: [`${code} shares`], votesPerShare: i === 0 ? '0.1' : '1', totalShares: i === 0 ? '80' : '0' }));

const register = (holder: Partial<ExportHolder> = {}): RegisterExport => ({
  company: { name: 'Nordlys Teknologi AS', organisationNumber: '928471632', currency: 'NOK' },
  languages: ['nb'],
  asOf: '2026-03-01',
  classes,
  holderCount: 1,
  holders: async function* () {
    yield {
      shareholder: person, name: 'Kari Nordmann', sharesByClass: new Map([['c1', '80']]), shareNumbers: scatteredRuns.join(','),
      totalShares: '80', totalVotes: '8', ownership: '100.00', shareOfShares: '1', ...holder,
    };
  },
  totalShares: '80',
  totalVotes: '8',
  nominalValue: '0.1',
  shareCapital: '8',
});

const written = async (write: (stream: PassThrough) => Promise<void>) => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(stream);
  return Buffer.concat(chunks);
};

describe('the register as PDF', () => {
  it('wraps share numbers between ranges, never inside one', async () => {
    const page = (await pdfText(await written((stream) => writeRegisterPdf(register(), 'full', stream)))).join(' ');
    for (const run of scatteredRuns) expect(page).toContain(run);
    // A range cut after its hyphen reads back as "100004- 100005" (the lines are joined by a space).
    expect(page).not.toMatch(/\d- \d/);
  });
});

describe('the register as Excel', () => {
  it('writes decimal values as numbers with a number format, not as text', async () => {
    const data = register();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(await written((stream) => writeRegisterExcel(data, exportColumns(data, 'full_with_costprice', new Map([['h1', '0.1']])), stream))).buffer);
    const holders = workbook.worksheets[0]!;
    const header = (holders.getRow(1).values as string[]).slice(1);
    const cellUnder = (name: string) => holders.getRow(2).getCell(header.indexOf(name) + 1);
    for (const name of ['Lånebeløp', 'Inngangsverdi', 'Eierandel']) {
      expect(cellUnder(name).type, name).toBe(ExcelJS.ValueType.Number);
      expect(cellUnder(name).numFmt, name).toBeTruthy();
    }
    expect(cellUnder('Lånebeløp').value).toBe(0.1);
    expect(cellUnder('Inngangsverdi').value).toBe(0.1);
    const company = workbook.worksheets[1]!;
    const fact = (label: string) => company.getColumn(1).values.indexOf(label);
    const nominal = company.getRow(fact('Pålydende')).getCell(2);
    expect(nominal.type).toBe(ExcelJS.ValueType.Number);
    expect(nominal.value).toBe(0.1);
    expect(nominal.numFmt).toBeTruthy();
    const capital = company.getRow(fact('Aksjekapital')).getCell(2);
    expect(capital.type).toBe(ExcelJS.ValueType.Number);
    expect(capital.value).toBe(8);
  });

  it('writes the gender in the export\'s language, as the import reads it', async () => {
    for (const [language, word] of [['nb', 'Kvinne'], ['sv', 'Kvinna'], ['en', 'Female']] as const) {
      const data = { ...register(), languages: [language] };
      const gender = exportColumns(data, 'full').find((column) => column.header === columnHeader('gender', language))!;
      for await (const holder of data.holders()) expect(gender.value(holder)).toBe(word);
    }
  });
});

describe('the register as Excel, against the reference', () => {
  /** Every cell of every sheet with its type, value and number format: what a reader of the file sees. The references under `__snapshots__` change only on purpose (`vitest -u`). */
  const cellsOf = async (file: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(file).buffer);
    return workbook.worksheets.map((sheet) => ({
      sheet: sheet.name,
      cells: sheet.getRows(1, sheet.rowCount)!.flatMap((row) => {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell) => cells.push(`${cell.address} ${cell.type} ${JSON.stringify(cell.value)} ${cell.numFmt ?? ''}`));
        return cells;
      }),
    }));
  };

  it('is cell-identical to the reference written from the export as it stood (issue 29), for each column set', async () => {
    const data = register();
    for (const set of ['full', 'full_with_costprice'] as const) {
      const file = await written((stream) => writeRegisterExcel(data, exportColumns(data, set, new Map([['h1', '0.1']])), stream));
      await expect(`${JSON.stringify(await cellsOf(file), null, 1)}\n`).toMatchFileSnapshot(`./__snapshots__/register-export-${set}.cells.json`);
    }
  });
});
