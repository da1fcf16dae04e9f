import { pdfText } from '@andel/domain/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

// The exports of a small register, compared with what they gave before they were streamed through a worker and a
// queue (the files under __snapshots__ were written by that code): every cell of the .xlsx, every page's text of the PDF.
let t: TestApp;
let admin: TestClient;
const orgNo = '928471632';
const today = new Date().toISOString().slice(0, 10);

const rowsOf = (values: Record<string, string>[]) => values.map((value, index) => ({ rowNumber: index + 2, values: value }));
const bytes = async (response: Response) => {
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};
const withoutToday = (text: string) => text.replaceAll(today, 'TODAY');

/** Every sheet's name, frozen rows, column widths and each cell's address, type, value, number format and boldness. */
const cells = async (file: Uint8Array) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.buffer as ArrayBuffer);
  return withoutToday(
    JSON.stringify(
      workbook.worksheets.map((sheet) => ({
        name: sheet.name,
        views: sheet.views,
        widths: sheet.columns?.map((column) => column.width) ?? [],
        cells: sheet.getRows(1, sheet.rowCount)?.flatMap((row) => {
          const found: unknown[] = [];
          row.eachCell({ includeEmpty: false }, (cell) => found.push([cell.address, cell.type, cell.value, cell.numFmt ?? null, cell.font?.bold ?? false]));
          return found;
        }),
      })),
      null,
      1,
    ),
  );
};
const text = async (file: Uint8Array) => withoutToday((await pdfText(file)).join('\n--- page ---\n'));

beforeAll(async () => {
  t = await createTestApp();
  const company = await createTestCompany(t.orm, orgNo, 'Nordlys Teknologi AS');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), company, 'ADMIN');
  admin = new TestClient(t.app);
  await admin.signIn('admin@example.no', testPassword);
  const scattered = Array.from({ length: 40 }, (_, i) => `${2001 + 3 * i}-${2002 + 3 * i}`).join(',');
  const imported = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
    transactionDate: '2026-01-01',
    nominalValue: '2.50',
    shareholders: rowsOf([
      { type: 'person', name: 'Kari Nordmann', identification: '13097248022', address: 'Storgata 1', postalCode: '0150', phoneNumber: '+47 912 34 567', numberOfShares: '600', shareNumbers: '1-600' },
      { type: 'selskap', name: '=HYPERLINK("http://evil.example","Fjord Invest AS")', identification: '923609016', numberOfShares: '300', 'shares.A': '100', shareNumbers: '601-1000' },
      { type: 'person', name: 'Åse Ødegård', identification: '29029648784', 'shares.A': '50', shareNumbers: '1001-1050' },
      { type: 'person', name: 'Per Spredt', identification: '17088512391', numberOfShares: '80', shareNumbers: scattered },
      // Enough holders for the PDF's table to run onto a second page.
      // Each with its own count: holders with as many votes and shares are in no set order.
      ...Array.from({ length: 40 }, (_, i) => {
        const first = 3001 + i * 40 - (i * (i - 1)) / 2;
        return { type: 'person', name: `Holder ${i + 1} Hansen`, numberOfShares: String(40 - i), shareNumbers: `${first}-${first + 39 - i}` };
      }),
    ]),
  });
  expect(imported.status, await imported.clone().text()).toBe(201);
  const { shareholderId } = await admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON' }).then((r) => r.json());
  await admin.post('/api/shareholder/update', { shareholderId, fieldName: 'shareholderName', newValue: 'Ola Uten Aksjer' });
});
afterAll(() => t.close());

const exported = (query: string) => admin.get(`/api/shareholder/export/${orgNo}?${query}`).then(bytes);

describe('a small register exports as it did before', () => {
  it('Excel: the same cells, today and as of a past date, in every language and content', async () => {
    for (const [name, query] of [
      ['full-no', 'format=EXCEL&content=full&language=no'],
      ['costprice-en', 'format=EXCEL&content=full_with_costprice&language=en'],
      ['public-dual', 'format=EXCEL&content=public&language=dual_en_no'],
      ['full-no-past', 'format=EXCEL&content=full&language=no&date=2026-02-01'],
    ] as const)
      await expect(await cells(await exported(query))).toMatchFileSnapshot(`./__snapshots__/export-identity.${name}.xlsx.json`);
    const forUpdate = await admin.get(`/api/shareholder/export-shareholders/${orgNo}`).then(bytes);
    await expect(await cells(forUpdate)).toMatchFileSnapshot('./__snapshots__/export-identity.for-update.xlsx.json');
  });

  it('PDF: the same text on the same pages', async () => {
    for (const [name, query] of [
      ['full-no', 'format=PDF&content=full&language=no'],
      ['public-dual', 'format=PDF&content=public&language=dual_en_no'],
      ['full-en-past', 'format=PDF&content=full&language=en&date=2026-02-01'],
    ] as const)
      await expect(await text(await exported(query))).toMatchFileSnapshot(`./__snapshots__/export-identity.${name}.pdf.txt`);
  });
});
