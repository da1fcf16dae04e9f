import { AuditEvent, createShareholder, CustomRole, Shareholder, updateShareholderField, type Company, type User } from '@andel/domain/server';
import { modulesFor } from '@andel/domain/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { signedInClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
// The admin administers A and B; C is someone else's. The same person holds shares in A and B.
const [orgA, orgB, orgC] = ['912345602', '912345610', '912345645'];
const ids = { a: '', b: '', c: '' };

const as = (email: string) => signedInClient(t.app, email);
const holder = async (company: Company, actor: User, name: string, email: string) =>
  t.orm.em.fork().transactional(async (em) => {
    const [c, a] = [em.merge(company), em.merge(actor)];
    const created = await createShareholder({ em, actor: a, company: c, isCompany: false });
    for (const [fieldName, newValue] of [['shareholderName', name], ['email', email]] as const)
      await updateShareholderField({ em, actor: a, company: c, shareholderId: created.id, fieldName, newValue, allowSyntheticTestNumbers: true });
    return created.id;
  });

/** The downloaded file read back: its first sheet's header and rows as text. */
const readBack = async (response: Response) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1).map((cell) => (cell === undefined || cell === null ? '' : String(cell))));
  return { workbook, header: rows[0]!, rows: rows.slice(1) };
};
const changed = async (workbook: ExcelJS.Workbook, change: (row: ExcelJS.Row) => void) => {
  workbook.worksheets[0]!.eachRow((row, number) => number > 1 && change(row));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};
const emailColumn = (header: string[]) => header.indexOf('E-post') + 1;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, c] = [await createTestCompany(t.orm, orgA, 'Alfa AS'), await createTestCompany(t.orm, orgB, 'Beta AS'), await createTestCompany(t.orm, orgC, 'Fremmed AS')];
  const admin = await createTestUser(t.orm, 'admin@example.no');
  await grantTestAccess(t.orm, admin, a, 'ADMIN');
  await grantTestAccess(t.orm, admin, b, 'ADMIN');
  const other = await createTestUser(t.orm, 'other@example.no');
  await grantTestAccess(t.orm, other, c, 'ADMIN');
  ids.a = await holder(a, admin, 'Kari Nordmann', 'kari@alfa.no');
  ids.b = await holder(b, admin, 'Kari Nordmann', 'kari@beta.no');
  ids.c = await holder(c, other, 'Hemmelig Person', 'hemmelig@fremmed.no');
  const em = t.orm.em.fork();
  const permissions = { shareholders: 'EDIT' } as const;
  const role = em.create(CustomRole, { company: em.merge(a), name: 'Register', permissions, modules: modulesFor(permissions) });
  await em.flush();
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'custom@example.no'), a, 'CUSTOM', { customRoleId: role.id });
});
afterAll(() => t.close());

describe('the portfolio\'s holder spreadsheet', () => {
  it('exports every holder of the administered companies to one .xlsx, company and holder id first', async () => {
    const response = await (await as('admin@example.no')).get('/api/portfolio/export-shareholders');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const { header, rows } = await readBack(response);
    expect(header.slice(0, 5)).toEqual(['Organisasjonsnummer (selskap)', 'Selskap', 'Aksjonær-ID', 'Type (selskap/person)', 'Navn']);
    expect(rows.map((row) => [row[0], row[1], row[2], row[4], row[emailColumn(header) - 1]])).toEqual([
      [orgA, 'Alfa AS', ids.a, 'Kari Nordmann', 'kari@alfa.no'],
      [orgB, 'Beta AS', ids.b, 'Kari Nordmann', 'kari@beta.no'],
    ]);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'register.exported' })).toBe(2);
  });

  it('updates holders per company from the changed file, the same person in two companies included', async () => {
    const admin = await as('admin@example.no');
    const { workbook, header } = await readBack(await admin.get('/api/portfolio/export-shareholders'));
    const file = await changed(workbook, (row) => row.getCell(emailColumn(header)).value = `ny-${String(row.getCell(1).value)}@example.no`);
    const response = await admin.upload('/api/portfolio/upload-shareholders', file, 'portefolje.xlsx');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: 'updated', count: 2, companies: [{ organisationNumber: orgA, shareholderIds: [ids.a] }, { organisationNumber: orgB, shareholderIds: [ids.b] }] });
    const em = t.orm.em.fork();
    expect((await em.findOneOrFail(Shareholder, ids.a)).email).toBe(`ny-${orgA}@example.no`);
    expect((await em.findOneOrFail(Shareholder, ids.b)).email).toBe(`ny-${orgB}@example.no`);
    // The file read back shows the change.
    const { rows } = await readBack(await admin.get('/api/portfolio/export-shareholders'));
    expect(rows.map((row) => row[emailColumn(header) - 1])).toEqual([`ny-${orgA}@example.no`, `ny-${orgB}@example.no`]);
  });

  it('reports each bad row and writes nothing: a bad email, another company, a holder of another company', async () => {
    const admin = await as('admin@example.no');
    const { workbook, header } = await readBack(await admin.get('/api/portfolio/export-shareholders'));
    const file = await changed(workbook, (row) => {
      if (row.number === 2) row.getCell(emailColumn(header)).value = 'ikke-en-adresse';
      if (row.number === 3) row.getCell(3).value = ids.c;
    });
    workbook.worksheets[0]!.addRow([orgC, 'Fremmed AS', ids.c, 'person', 'Hemmelig Person']);
    const withForeign = new Uint8Array(await workbook.xlsx.writeBuffer());
    for (const upload of [file, withForeign]) {
      const response = await admin.upload('/api/portfolio/upload-shareholders', upload, 'feil.xlsx');
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe('shareholderImport.invalidRows');
      expect(body.rows.slice(0, 2)).toEqual([
        { rowNumber: 2, organisationNumber: orgA, errors: { email: 'invalidEmail' } },
        { rowNumber: 3, organisationNumber: orgB, errors: { shareholderId: 'portfolioBatch.unknownShareholder' } },
      ]);
      if (upload === withForeign) expect(body.rows[2]).toEqual({ rowNumber: 4, organisationNumber: orgC, errors: { organisationNumber: 'portfolioBatch.notAdministered' } });
    }
    const em = t.orm.em.fork();
    expect((await em.findOneOrFail(Shareholder, ids.a)).email).toBe(`ny-${orgA}@example.no`);
    expect((await em.findOneOrFail(Shareholder, ids.c)).email).toBe('hemmelig@fremmed.no');
  });

  it('is for admins only: a custom role, a stranger and another user\'s portfolio are refused', async () => {
    const custom = await as('custom@example.no');
    const refused = await custom.get('/api/portfolio/export-shareholders');
    expect([refused.status, (await refused.json()).error.code]).toEqual([403, 'portfolio.adminRoleRequired']);
    expect((await custom.upload('/api/portfolio/upload-shareholders', new Uint8Array([1, 2, 3]), 'x.xlsx')).status).toBe(403);
    const admin = await as('admin@example.no');
    expect((await admin.get('/api/portfolio/00000000-0000-4000-8000-000000000000/export-shareholders')).status).toBe(404);
    expect((await admin.upload('/api/portfolio/upload-shareholders', new Uint8Array([1, 2, 3]), 'x.xlsx')).status).toBe(400);
  });
});
