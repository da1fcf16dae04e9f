import { AutoImport, loadPublicRegister, PublicRegisterHolding, PublicRegisterLoad, Shareholder, TransactionLogEntry } from '@andel/domain/server';
import { Readable } from 'node:stream';
import { publicRegisterExtract } from '@andel/domain/testing';
import type { PublicRegisterLoadView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { signedInClient, type TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
let superAdmin: TestClient;
let admin: TestClient;
const [nordlys, bergfjell] = ['923609016', '914778271'];

const rows2024 = [[nordlys, 'Nordlys AS', 'Ordinære aksjer', 'Gammel Eier', '1950', '0150 OSLO', 'NOR', '100', '100']];
const rows2025 = [
  [nordlys, 'Nordlys AS', 'Ordinære aksjer', 'Ola Nordmann', '1980', '0150 OSLO', 'NOR', '600', '1000'],
  [nordlys, 'Nordlys AS', 'Ordinære aksjer', 'Bergfjell "Holding AS', bergfjell, '5003 BERGEN', 'NO', '300', '1000'],
  [nordlys, 'Nordlys AS', 'B-aksjer', 'Ola Nordmann', '1980', '0150 OSLO', 'NOR', '50', '1000'],
  [nordlys, 'Nordlys AS', 'Ordinære aksjer', 'Hans Jensen', '1960', 'DK-2100 KØBENHAVN', ' ØSTERBRO', 'DNK', '50', '1000'],
  [nordlys, 'Nordlys AS', 'Ordinære aksjer', 'Kari Nordmann', '2030', '0150 OSLO', 'NOR', '1', '1000'],
  [nordlys, 'Nordlys AS', 'Ordinære aksjer', 'Per Nordmann', '1970', '0150 OSLO', 'NOR', 'mange', '1000'],
  [nordlys, 'Nordlys AS', 'Ordinære aksjer', 'Pål Nordmann', '1971', '0150 OSLO', 'NOR', '-3', '1000'],
  ['923609017', 'Feil AS', 'Ordinære aksjer', 'Espen Askeladd', '1990', '0150 OSLO', 'NOR', '1', '1'],
];

/** Polls the load until it has finished, as the back office does. */
const finished = async (id: string): Promise<PublicRegisterLoadView> => {
  for (;;) {
    const load = (await (await superAdmin.get(`/api/super-admin/public-register/loads/${id}`)).json()) as PublicRegisterLoadView;
    if (load.status !== 'running') return load;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const load = async (year: number, rows: string[][]) => {
  const response = await superAdmin.send(`/api/super-admin/public-register/${year}?fileName=aksjonaerer-${year}.csv`, publicRegisterExtract(rows));
  expect(response.status).toBe(202);
  return finished(((await response.json()) as PublicRegisterLoadView).id);
};

const yearRows = (year: number) => t.orm.em.fork().count(PublicRegisterHolding, { year });

beforeAll(async () => {
  t = await createTestApp();
  const company = await createTestCompany(t.orm, nordlys, 'Nordlys AS');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), company, 'ADMIN');
  await createTestUser(t.orm, 'super@example.no', { superAdmin: true });
  superAdmin = await signedInClient(t.app, 'super@example.no');
  admin = await signedInClient(t.app, 'admin@example.no');
});
afterAll(() => t.close());

describe('loading the public register', () => {
  it('loads a year, counting and listing every refused row by its line', async () => {
    const loaded = await load(2025, rows2025);
    expect(loaded).toMatchObject({
      status: 'loaded', year: 2025, fileName: 'aksjonaerer-2025.csv', rowsRead: 8, rowsLoaded: 4, rowsRefused: 4,
      refusalCounts: { birthYearInFuture: 1, nonNumericShareCount: 1, negativeShareCount: 1, invalidOrganisationNumber: 1 },
      refusedRows: [{ rowNumber: 6, reason: 'birthYearInFuture' }, { rowNumber: 7, reason: 'nonNumericShareCount' }, { rowNumber: 8, reason: 'negativeShareCount' }, { rowNumber: 9, reason: 'invalidOrganisationNumber' }],
    });
    expect(loaded.bytesRead).toBe(loaded.fileBytes);
    const holder = await t.orm.em.fork().findOneOrFail(PublicRegisterHolding, { year: 2025, holderName: 'Hans Jensen' });
    expect(holder).toMatchObject({ postalPlace: 'DK-2100 KØBENHAVN; ØSTERBRO', country: 'DK', shares: 50n });
    expect((await (await superAdmin.get('/api/super-admin/public-register/loads')).json())[0]).toMatchObject({ id: loaded.id });
  });

  it('replaces a year on a rerun and leaves other years alone', async () => {
    await load(2024, rows2024);
    await load(2025, rows2025.slice(0, 2));
    expect(await yearRows(2025)).toBe(2);
    expect(await yearRows(2024)).toBe(1);
    await load(2025, rows2025);
    expect(await yearRows(2025)).toBe(4);
  });

  it('keeps the previous rows of the year when a load fails half-way', async () => {
    const em = t.orm.em.fork();
    const failing = em.create(PublicRegisterLoad, { year: 2025, status: 'running', fileName: 'broken.csv', fileBytes: 1 });
    await em.flush();
    const source = new Readable({ read() {} });
    source.push(publicRegisterExtract(rows2025.slice(0, 2)));
    setTimeout(() => source.destroy(new Error('connection reset')), 20);
    await loadPublicRegister({ em, loadId: failing.id, year: 2025, source });
    expect(await finished(failing.id)).toMatchObject({ status: 'failed', errorCode: 'general-error', rowsLoaded: 2 });
    expect(await yearRows(2025)).toBe(4);
  });

  it('refuses a file with a wrong header or no BOM whole, loading nothing', async () => {
    for (const [bytes, code] of [
      [publicRegisterExtract(rows2025, { bom: false }), 'publicRegister.missingBom'],
      [publicRegisterExtract(rows2025, { header: 'Orgnr;Selskap' }), 'publicRegister.wrongHeader'],
      [new Uint8Array(), 'publicRegister.wrongHeader'],
    ] as const) {
      const response = await superAdmin.send('/api/super-admin/public-register/2023', bytes);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe(code);
    }
    expect(await yearRows(2023)).toBe(0);
    expect((await superAdmin.send('/api/super-admin/public-register/1999', publicRegisterExtract(rows2025))).status).toBe(400);
  });

  it('refuses a billion-row claim (a body declared past 2 GiB) before reading it, loading nothing', async () => {
    const loadsBefore = await t.orm.em.fork().count(PublicRegisterLoad, {});
    const billionRows = String(1_000_000_000 * 90);
    const response = await superAdmin.request('POST', '/api/super-admin/public-register/2022', { body: publicRegisterExtract(rows2025), headers: { 'content-length': billionRows } });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: 'publicRegister.fileTooLarge', params: { maxGigabytes: 2 } });
    expect([await yearRows(2022), await t.orm.em.fork().count(PublicRegisterLoad, {})]).toEqual([0, loadsBefore]);
  });

  it('is for super-admins only', async () => {
    expect((await admin.send('/api/super-admin/public-register/2025', publicRegisterExtract(rows2025))).status).toBe(403);
    expect((await admin.get('/api/super-admin/public-register/loads')).status).toBe(403);
  });
});

describe('auto-import', () => {
  it('offers the latest year to a company with an empty log, then imports its holders as one AUTOIMPORT entry', async () => {
    expect(await (await admin.get(`/api/company/${nordlys}/auto-import`)).json()).toEqual({ offer: { year: 2025, holders: 3 }, section: null, confirmed: false });
    const imported = await admin.post(`/api/company/reimportshaholderdata/${nordlys}`);
    expect(imported.status).toBe(201);
    expect(await imported.json()).toEqual({ year: 2025, shareholders: 3, transactionDate: '2025-12-31T12:00:00Z' });
    const entries = await t.orm.em.fork().find(TransactionLogEntry, { company: { organisationNumber: nordlys } });
    expect(entries.map(({ type, transactionDate }) => [type, transactionDate.toISOString()])).toEqual([['AUTOIMPORT', '2025-12-31T12:00:00.000Z']]);
    const register = await (await admin.get(`/api/company/${nordlys}/register`)).json();
    expect(register).toMatchObject({ totalShares: '1000', nominalValue: '0' });
    expect(register.rows.map((row: { totalShares: string }) => row.totalShares)).toEqual(['650', '300', '50']);
    const holders = await t.orm.em.fork().find(Shareholder, { company: { organisationNumber: nordlys } }, { orderBy: { createdAt: 'asc', lastName: 'asc' } });
    expect(holders.map(({ isCompany, firstName, lastName, companyName, companyNumber, birthDate, postalCode, city, country }) => ({ isCompany, firstName, lastName, companyName, companyNumber, birthDate, postalCode, city, country }))).toEqual(
      expect.arrayContaining([
        { isCompany: false, firstName: 'Ola', lastName: 'Nordmann', companyName: null, companyNumber: null, birthDate: '1980', postalCode: '0150', city: 'OSLO', country: 'NO' },
        { isCompany: true, firstName: null, lastName: null, companyName: 'Bergfjell "Holding AS', companyNumber: bergfjell, birthDate: null, postalCode: '5003', city: 'BERGEN', country: 'NO' },
        { isCompany: false, firstName: 'Hans', lastName: 'Jensen', companyName: null, companyNumber: null, birthDate: '1960', postalCode: null, city: 'DK-2100 KØBENHAVN; ØSTERBRO', country: 'DK' },
      ]),
    );
    expect((await admin.get(`/api/transactionlog/verify/${nordlys}`)).status).toBe(200);
    expect((await admin.post(`/api/company/reimportshaholderdata/${nordlys}`)).status).toBe(409);
  });

  it('shows the confirmation section until confirmed, and again when asked', async () => {
    expect(await (await admin.get(`/api/company/${nordlys}/auto-import`)).json()).toEqual({ offer: null, section: { year: 2025, transactionDate: '2025-12-31T12:00:00.000Z' }, confirmed: false });
    expect(await (await admin.put(`/api/company/confirm-autoimport/${nordlys}`)).json()).toEqual({ offer: null, section: null, confirmed: true });
    expect((await t.orm.em.fork().findOneOrFail(AutoImport, { company: { organisationNumber: nordlys } })).confirmedAt).toBeInstanceOf(Date);
    expect((await (await admin.delete(`/api/company/confirm-autoimport/${nordlys}`)).json()).section).toMatchObject({ year: 2025 });
  });

  it('refuses a company the year does not hold', async () => {
    const company = await createTestCompany(t.orm, bergfjell, 'Bergfjell AS');
    await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-b@example.no'), company, 'ADMIN');
    const other = await signedInClient(t.app, 'admin-b@example.no');
    expect((await (await other.get(`/api/company/${bergfjell}/auto-import`)).json()).offer).toBeNull();
    const refused = await other.post(`/api/company/reimportshaholderdata/${bergfjell}`);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error).toMatchObject({ code: 'publicRegister.companyNotInRegister', params: { year: 2025 } });
    expect((await other.put(`/api/company/confirm-autoimport/${bergfjell}`)).status).toBe(404);
  });
});
