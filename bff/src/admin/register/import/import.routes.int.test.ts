import { AuditEvent, Company, Holding, recomputeRegister, Shareholder, TransactionLogEntry, verifyTransactionLog } from '@andel/domain/server';
import { formatTime } from '@andel/domain/shared';
import { xlsxBomb } from '@andel/domain/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
let board: TestClient;
const orgNo = '928471632';

const template = async (lang = 'nb') => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await admin.get(`/api/shareholders/download-excel-template?lang=${lang}`).then((r) => r.arrayBuffer()));
  return workbook;
};
const sheetWith = async (rows: unknown[][]) => {
  const workbook = await template();
  for (const row of rows) workbook.worksheets[0]!.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};
const person = (name: string, id: string, shares: number, extra: Record<number, unknown> = {}) => {
  const row: unknown[] = ['person', name, id, '', '', '', '', '', 'NO', '', '', '', '', '', '', '', shares];
  for (const [index, value] of Object.entries(extra)) row[Number(index)] = value;
  return row;
};
const holderCount = () => t.orm.em.fork().count(Shareholder, { company: { organisationNumber: orgNo } });

beforeAll(async () => {
  t = await createTestApp();
  const company = await createTestCompany(t.orm, orgNo);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), company, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board@example.no'), company, 'BOARD_MEMBER');
  admin = new TestClient(t.app);
  await admin.signIn('admin@example.no', testPassword);
  board = new TestClient(t.app);
  await board.signIn('board@example.no', testPassword);
});
afterAll(() => t.close());

describe('shareholder import', () => {
  it('serves the template with headers and instructions in the asked language', async () => {
    const response = await admin.get('/api/shareholders/download-excel-template?lang=en');
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const english = await template('en');
    expect(english.worksheets.map((sheet) => sheet.name)).toEqual(['Shareholders', 'Instructions']);
    expect(english.worksheets[0]!.getRow(1).values).toContain('Number of shares');
    expect((await template('nb')).worksheets[0]!.getRow(1).values).toContain('Antall aksjer');
  });

  it('parses an upload into rows with each cell’s validation code, writing nothing', async () => {
    const file = await sheetWith([person('Kari Nordmann', '13097248022', 600), person('Ola', '13097248022', 400, { 9: 'ola@' })]);
    const response = await admin.upload(`/api/shareholder/${orgNo}/parse-excel`, file, 'register.xlsx');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.hasErrors).toBe(true);
    expect(body.rows.map((row: { errors: unknown }) => row.errors)).toEqual([
      { identification: 'nonUniqueSocialSecurityNumber' },
      { name: 'missingLastName', identification: 'nonUniqueSocialSecurityNumber', email: 'invalidEmail' },
    ]);
    expect(await holderCount()).toBe(0);
  });

  it('refuses malformed files with a message key; takes uploads over the 1 MiB API limit', async () => {
    const junk = new Uint8Array(2 * 1024 * 1024).fill(65);
    const response = await admin.upload(`/api/shareholder/${orgNo}/parse-excel`, junk, 'big.xlsx');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('shareholderImport.notSpreadsheet');
    expect((await admin.post('/api/auth/login', { username: 'x'.repeat(1024 * 1024), password: 'x' })).status).toBe(413);
  });

  it('answers zip bombs sent at once to every spreadsheet upload route with a 4xx, its memory staying low', async () => {
    const bomb = await xlsxBomb({ inflatedBytes: 1024 * 1024 * 1024 });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => admin.upload(`/api/shareholder/${orgNo}/${i % 2 ? 'upload-shareholders' : 'parse-excel'}`, bomb, 'register.xlsx')),
    );
    clearInterval(sample);
    const codes = await Promise.all(responses.map(async (response) => `${response.status} ${(await response.json()).error.code}`));
    expect(codes.every((code) => code === '413 shareholderImport.tooLarge' || code === '429 companyBusy')).toBe(true);
    expect(codes).toContain('413 shareholderImport.tooLarge');
    expect((peak - before) / 1024 / 1024).toBeLessThan(150);
    for (const route of ['parse-excel', 'upload-shareholders']) {
      const response = await admin.upload(`/api/shareholder/${orgNo}/${route}`, bomb, 'register.xlsx');
      expect(`${response.status} ${(await response.json()).error.code}`).toBe('413 shareholderImport.tooLarge');
    }
    expect(await holderCount()).toBe(0);
  });

  it('is for those who may edit shareholders', async () => {
    expect((await board.upload(`/api/shareholder/${orgNo}/parse-excel`, await sheetWith([]), 'a.xlsx')).status).toBe(403);
  });

  it('refuses a grid with errors on import and writes nothing; a refused transaction rolls the shareholders back too', async () => {
    const bad = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
      transactionDate: '2026-01-01',
      nominalValue: '1',
      shareholders: [{ rowNumber: 2, values: { type: 'person', name: 'Ola' } }],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).rows[0].errors).toEqual({ name: 'missingLastName' });
    const noNominal = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
      transactionDate: '2026-01-01',
      shareholders: [{ rowNumber: 2, values: { type: 'person', name: 'Ola Hansen', numberOfShares: '10' } }],
    });
    expect((await noNominal.json()).error.code).toBe('nominalValueMissing');
    expect(await holderCount()).toBe(0);
  });

  it('imports into an empty log as shareholding per date, then as an issue', async () => {
    const opening = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
      transactionDate: '2026-01-01',
      nominalValue: '1,50',
      shareholders: [
        { rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', identification: '13097248022', numberOfShares: '600', shareNumbers: '1-600' } },
        { rowNumber: 3, values: { type: 'selskap', name: 'Fjord Invest AS', identification: '923609016', numberOfShares: '300', 'shares.A': '100', shareNumbers: '601-1000' } },
        { rowNumber: 4, values: { type: 'person', name: 'Per Uten Aksjer' } },
      ],
    });
    expect(opening.status).toBe(201);
    const imported = await opening.json();
    expect(imported).toMatchObject({ count: 3, transactionType: 'SHAREHOLDING_PER_DATE' });
    expect(imported.shareholders[1]).toMatchObject({ shares: { COMMON: '300', A: '100' }, entryDate: '2026-01-01' });
    const register = await admin.get(`/api/company/${orgNo}/register`).then((r) => r.json());
    expect(register).toMatchObject({ totalShares: '1000', nominalValue: '1.5' });
    expect(register.rows.find((row: { shareholderId: string }) => row.shareholderId === imported.shareholders[1].shareholderId).holdings.map((h: { shares: string; shareNumbers: string }) => [h.shares, h.shareNumbers]).sort()).toEqual([
      ['100', '901-1000'],
      ['300', '601-900'],
    ]);

    const issue = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
      transactionDate: '2026-02-01',
      shareholders: [{ rowNumber: 2, values: { type: 'person', name: 'Nora Berg', identification: '29029648784', numberOfShares: '50' } }],
    });
    expect(await issue.json()).toMatchObject({ count: 1, transactionType: 'ISSUE' });
    const em = t.orm.em.fork();
    expect(await em.count(TransactionLogEntry, { company: { organisationNumber: orgNo } })).toBe(2);
    expect(await em.count(AuditEvent, { type: 'shareholder.imported' })).toBe(2);
    // The bulk-written entries chain like any other, and their read model equals a replay of the log.
    const company = await em.findOneOrFail(Company, { organisationNumber: orgNo });
    expect(await verifyTransactionLog({ em, company })).toEqual({ ok: true, entries: 2 });
    const holdings = () => em.fork().find(Holding, { company }, { orderBy: { shareholder: 'asc', shareClass: 'asc' } }).then((rows) => rows.map(({ shareholder, shareClass, shares, shareNumbers }) => [shareholder.id, shareClass.id, shares, shareNumbers]));
    const written = await holdings();
    expect(written).toHaveLength(4);
    // The shareholder list reads the holder totals the import writes beside the holdings, ranked by votes.
    const listed = () =>
      admin.get(`/api/company/${orgNo}/shareholders/list?range=[0,9]`).then(async (r) => (await r.json()).map((row: { id: string; totalShares: string }) => [row.id, row.totalShares]));
    const ranked = await listed();
    expect(ranked).toEqual([
      [imported.shareholders[0].shareholderId, '600'],
      [imported.shareholders[1].shareholderId, '400'],
      [expect.any(String), '50'],
    ]);
    await recomputeRegister({ em: em.fork(), company });
    expect(await holdings()).toEqual(written);
    expect(await listed()).toEqual(ranked);

    // On the last entry's day the import goes in the minute after it, instead of being refused for sharing its time.
    const sameDay = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
      transactionDate: '2026-02-01',
      shareholders: [{ rowNumber: 2, values: { type: 'person', name: 'Ivar Aasen', numberOfShares: '5' } }],
    });
    expect(await sameDay.json()).toMatchObject({ count: 1, transactionType: 'ISSUE' });
    const dates = await em.fork().find(TransactionLogEntry, { company }, { orderBy: { sequence: 'asc' } }).then((entries) => entries.map((entry) => formatTime(entry.transactionDate)));
    expect(dates).toEqual(['12:00', '12:00', '12:01']);
    const backDated = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
      transactionDate: '2026-01-15',
      shareholders: [{ rowNumber: 2, values: { type: 'person', name: 'Ivar Aasen Junior', numberOfShares: '5' } }],
    });
    expect(await backDated.json()).toMatchObject({ count: 1, transactionType: 'ISSUE' });
    expect(await verifyTransactionLog({ em: em.fork(), company })).toEqual({ ok: true, entries: 4 });

    const again = await admin.post(`/api/shareholder/${orgNo}/import-shareholders`, {
      transactionDate: '2026-03-01',
      shareholders: [{ rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', identification: '13097248022' } }],
    });
    expect((await again.json()).rows[0].errors).toEqual({ identification: 'nonUniqueSocialSecurityNumber' });
  });

  it('updates existing shareholders from a spreadsheet, matched by their numbers, and refuses unknown ones', async () => {
    const update = await sheetWith([person('Kari Nordmann', '13097248022', 0, { 9: 'kari@example.no' })]);
    const response = await admin.upload(`/api/shareholder/${orgNo}/upload-shareholders`, update, 'update.xlsx');
    expect(response.status).toBe(200);
    const { shareholderIds } = await response.json();
    expect(shareholderIds).toHaveLength(1);
    expect((await t.orm.em.fork().findOneOrFail(Shareholder, shareholderIds[0])).email).toBe('kari@example.no');
    const unknown = await admin.upload(`/api/shareholder/${orgNo}/upload-shareholders`, await sheetWith([person('Ukjent Person', '17088512391', 0)]), 'u.xlsx');
    expect((await unknown.json()).rows[0].errors).toEqual({ identification: 'shareholderUpload.unknownShareholder' });
  });
});
