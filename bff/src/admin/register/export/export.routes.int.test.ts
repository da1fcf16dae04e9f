import { AuditEvent } from '@andel/domain/server';
import { pdfText } from '@andel/domain/testing';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
let board: TestClient;
let holder: TestClient;
const source = '928471632';
const target = '931754289';
let ids: string[] = [];

const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const rowsOf = (values: Record<string, string>[]) => values.map((value, index) => ({ rowNumber: index + 2, values: value }));
type RegisterRow = { shareholderId: string; holdings: { shareTypeId: string; shares: string; shareNumbers: string }[] };

/** A register keyed by what survives a move between companies: holder number, class code, shares, share numbers. */
const comparableRegister = async (orgNo: string) => {
  const register = await admin.get(`/api/company/${orgNo}/register`).then((r) => r.json());
  const holders: { id: string; nationalId: string | null; companyNumber: string | null }[] = await admin
    .get(`/api/company/${orgNo}/shareholders/list?range=[0,999]&filter={"status":"all"}`)
    .then((r) => r.json());
  const classes: { id: string; shareTypeCode: string }[] = await admin.get(`/api/company/${orgNo}/shareholders/classes`).then((r) => r.json());
  const numberOf = (id: string) => holders.find((h) => h.id === id)!;
  return {
    totalShares: register.totalShares,
    nominalValue: register.nominalValue,
    rows: register.rows
      .map((row: RegisterRow) => ({
        holder: numberOf(row.shareholderId).nationalId ?? numberOf(row.shareholderId).companyNumber,
        holdings: row.holdings.map((h) => `${classes.find((c) => c.id === h.shareTypeId)!.shareTypeCode}:${h.shares}:${h.shareNumbers}`).sort(),
      }))
      .sort((a: { holder: string }, b: { holder: string }) => a.holder.localeCompare(b.holder)),
  };
};

beforeAll(async () => {
  t = await createTestApp();
  const company = await createTestCompany(t.orm, source, 'Nordlys Teknologi AS');
  const other = await createTestCompany(t.orm, target, 'Bergfjell Eiendom AS');
  const adminUser = await createTestUser(t.orm, 'admin@example.no');
  await grantTestAccess(t.orm, adminUser, company, 'ADMIN');
  await grantTestAccess(t.orm, adminUser, other, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board@example.no'), company, 'BOARD_MEMBER');
  admin = new TestClient(t.app);
  await admin.signIn('admin@example.no', testPassword);
  board = new TestClient(t.app);
  await board.signIn('board@example.no', testPassword);
  const imported = await admin.post(`/api/shareholder/${source}/import-shareholders`, {
    transactionDate: '2026-01-01',
    nominalValue: '2.50',
    shareholders: rowsOf([
      { type: 'person', name: 'Kari Nordmann', identification: '13097248022', address: 'Storgata 1', postalCode: '0150', phoneNumber: '+47 912 34 567', numberOfShares: '600', shareNumbers: '1-600' },
      { type: 'selskap', name: '=HYPERLINK("http://evil.example","Fjord Invest AS")', identification: '923609016', numberOfShares: '300', 'shares.A': '100', shareNumbers: '601-1000' },
      { type: 'person', name: 'Åse Ødegård', identification: '29029648784', 'shares.A': '50', shareNumbers: '1001-1050' },
    ]),
  });
  expect(imported.status).toBe(201);
  ids = (await imported.json()).shareholders.map((s: { shareholderId: string }) => s.shareholderId);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'holder@example.no'), company, 'SHAREHOLDER', { shareholderId: ids[2] });
  holder = new TestClient(t.app);
  await holder.signIn('holder@example.no', testPassword);
});
afterAll(() => t.close());

describe('register export', () => {
  it('writes a PDF with the company header, classes, holders, share numbers, totals and page numbers', async () => {
    const response = await admin.get(`/api/shareholder/export/${source}?format=PDF&content=full&language=no`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const [page] = await pdfText(await bytes(response));
    for (const text of ['Aksjeeierbok', 'Nordlys Teknologi AS', '928471632', 'Ordinære aksjer', 'A-aksjer', 'Kari Nordmann', 'Åse Ødegård', '1972-09-13', '1-600', '1 050', 'Sum', 'Side 1 av 1', '2 625 NOK', '2,5'])
      expect(page).toContain(text);
    const dual = (await pdfText(await bytes(await admin.get(`/api/shareholder/export/${source}?format=PDF&content=public&language=dual_en_no`))))[0]!;
    expect(dual).toContain('Aksjeeierbok / Shareholder register');
    expect(dual).not.toContain('Storgata 1');
  });

  it('writes Excel with every typed value neutralised against formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await admin.get(`/api/shareholder/export/${source}?format=EXCEL&content=full_with_costprice&language=en`).then((r) => r.arrayBuffer()));
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Name', 'Number of shares', 'A shares', 'Share numbers', 'Cost price']));
    const names = sheet.getColumn(header.indexOf('Name') + 1).values.slice(2);
    expect(names).toContain('\'=HYPERLINK("http://evil.example","Fjord Invest AS")');
    expect(sheet.getColumn(header.indexOf('Phone') + 1).values.slice(2)).toContain("'+47 91234567");
    expect(sheet.getColumn(header.indexOf('Cost price') + 1).values.slice(2)).toEqual([1500, 1000, 125]);
    expect(workbook.worksheets[1]!.getColumn(2).values).toContain('Nordlys Teknologi AS');
  });

  it('round-trips: a register exported to Excel imports into an empty company as the same register', async () => {
    const file = await bytes(await admin.get(`/api/shareholder/export/${source}?format=EXCEL&content=full&language=dual_en_no`));
    const parsed = await admin.upload(`/api/shareholder/${target}/parse-excel`, file, 'register.xlsx').then((r) => r.json());
    expect(parsed.hasErrors).toBe(false);
    const imported = await admin.post(`/api/shareholder/${target}/import-shareholders`, { transactionDate: '2026-01-01', nominalValue: '2.50', shareholders: parsed.rows });
    expect(imported.status).toBe(201);
    expect(await comparableRegister(target)).toEqual(await comparableRegister(source));
  });

  it('writes a simple HTML table, escaped, and refuses cost price outside Excel', async () => {
    const response = await admin.get(`/api/shareholder/export/${source}?format=HTML&language=en`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<td>Kari Nordmann</td>');
    expect(html).toContain('=HYPERLINK(&#34;http://evil.example&#34;');
    expect((await admin.get(`/api/shareholder/export/${source}?format=PDF&content=full_with_costprice`)).status).toBe(400);
  });

  it('reads today\'s register from the read model page by page as the replay as of yesterday gives it', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const html = async (date: string) => (await admin.get(`/api/shareholder/export/${source}?format=HTML&content=full&language=en&date=${date}`).then((r) => r.text())).replaceAll(date, 'DATE');
    const today = await html(day(0));
    expect(today).toContain('<td class="n">57.14</td>');
    expect(today).toEqual(await html(day(-1)));
    // Audited on its own, committed before the file is written from the read-only transaction.
    const audited = await t.orm.em.fork().find(AuditEvent, { type: 'register.exported' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(audited[0]!.payload.after).toMatchObject({ format: 'HTML', holders: 3 });
  });

  it('exports several companies as one zip, for admins only', async () => {
    const response = await admin.post('/api/shareholder/exports', { organizationnumbers: [source, target], format: 'PDF', language: 'no', content: 'public' });
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(Object.keys(unzipSync(await bytes(response))).sort()).toEqual([expect.stringContaining(source), expect.stringContaining(target)].sort());
    expect((await admin.post('/api/shareholder/exports', { organizationnumbers: [source, target], format: 'HTML' })).status).toBe(400);
    expect((await board.get(`/api/shareholder/export/${source}`)).status).toBe(403);
    expect((await board.post('/api/shareholder/exports', { organizationnumbers: [source] })).status).toBe(403);
  });

  it('exports the register as of the chosen date: a later sale is not in an earlier export', async () => {
    const register = await admin.get(`/api/company/${source}/register`).then((r) => r.json());
    const sharetypeId = register.rows.find((row: RegisterRow) => row.shareholderId === ids[0]).holdings[0].shareTypeId;
    const sale = await admin.post('/api/transaction/transfer', {
      organizationnumber: source,
      transactionDate: '2026-03-01T12:00:00.000Z',
      transactionType: 'BUY_SELL',
      pricePerShare: '10',
      fromShareholderId: ids[0],
      toShareholderId: ids[2],
      sharetypeId,
      numberOfShares: 100,
    });
    expect(sale.status).toBe(201);
    const pageAsOf = async (date: string) => (await pdfText(await bytes(await admin.get(`/api/shareholder/export/${source}?format=PDF&content=full&language=en&date=${date}`))))[0]!;
    const before = await pageAsOf('2026-02-01');
    const allOfKari = /(?<![\d-])1-600/;
    expect(before).toMatch(allOfKari);
    expect(before).toContain('2026-02-01');
    const after = await pageAsOf(new Date().toISOString().slice(0, 10));
    expect(after).toContain('101-600');
    expect(after).not.toMatch(allOfKari);
  });
});

describe('shareholders for update', () => {
  it('lists every shareholder, also those without shares, in a sheet that uploads back as an update', async () => {
    const { shareholderId } = await admin.post('/api/shareholder/new-shareholder', { orgNo: source, shareholderType: 'PERSON' }).then((r) => r.json());
    await admin.post('/api/shareholder/update', { shareholderId, fieldName: 'shareholderName', newValue: 'Per Uten Aksjer' });
    await admin.post('/api/shareholder/update', { shareholderId, fieldName: 'nationalId', newValue: '17088512391' });
    const file = await bytes(await admin.get(`/api/shareholder/export-shareholders/${source}`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.buffer as ArrayBuffer);
    expect(workbook.worksheets[0]!.getColumn(2).values).toContain('Per Uten Aksjer');
    const upload = await admin.upload(`/api/shareholder/${source}/upload-shareholders`, file, 'shareholders.xlsx');
    expect((await upload.json()).shareholderIds).toHaveLength(4);
    expect((await board.get(`/api/shareholder/export-shareholders/${source}`)).status).toBe(403);
  });
});

describe('share certificate', () => {
  it('lists the holder’s classes, counts and share numbers, in the asked language', async () => {
    const response = await admin.get(`/api/shareholder-certificate/${ids[1]}?lang=sv`);
    const [page] = await pdfText(await bytes(response));
    for (const text of ['Aktiebrev', 'Nordlys Teknologi AS', 'Stamaktier', 'A-aktier', '300', '601-900', '901-1000', '400']) expect(page).toContain(text);
  });

  it('is served to the holder in the portal, only for the holder they act for', async () => {
    const own = await holder.get(`/api/shareholder-view/${source}/certificate/${ids[2]}/en`);
    expect(own.status).toBe(200);
    expect((await pdfText(await bytes(own)))[0]).toContain('Share certificate');
    expect((await holder.get(`/api/shareholder-view/${source}/certificate/${ids[0]}/en`)).status).toBe(403);
    expect((await holder.get(`/api/shareholder-certificate/${ids[2]}`)).status).toBe(403);
  });
});
