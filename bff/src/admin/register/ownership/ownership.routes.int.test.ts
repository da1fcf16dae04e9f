import { pdfText } from '@andel/domain/testing';
import type { OwnershipMapView, OwnershipSubsidiary } from '@andel/domain/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';
import { barnebarn, datter, holdingEn, konsern, openOwnershipGroup } from '../../../../testing/ownership-test-setup';

// The group of ownership-test-setup.ts: Konsern AS (kept in Andel) with its owners and subsidiaries in the public register.
let t: TestApp;
let admin: TestClient;
let holder: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, holder } = await openOwnershipGroup(t));
});
afterAll(() => t.close());

describe('ownership maps', () => {
  it('draws owners and subsidiaries across levels from Andel and the public register', async () => {
    const map = (await (await admin.get(`/api/company/${konsern}/ownership-map?graphType=dual`)).json()) as OwnershipMapView;
    expect(map.nodes.map((n) => [n.name, n.level])).toEqual([
      ['Kari Nordmann', -2], ['Per Hansen', -2], ['Holding En AS', -1], ['Holding To AS', -1], ['Ola Nordmann', -1], ['Konsern AS', 0], ['Datter AS', 1], ['Barnebarn AS', 2],
    ]);
    expect(map.edges).toContainEqual({ ownerKey: `C:${holdingEn}`, ownedKey: `C:${konsern}`, ownershipInPercent: '40.00', votesInPercent: '40.00', source: 'ANDEL' });
    expect(map.edges).toContainEqual({ ownerKey: `C:${datter}`, ownedKey: `C:${barnebarn}`, ownershipInPercent: '100.00', votesInPercent: '100.00', source: 'PUBLIC_REGISTER' });
  });

  it('filters by level and minimum percentage', async () => {
    const owns = (await (await admin.get(`/api/company/${konsern}/ownership-map?graphType=owns&levels=1`)).json()) as OwnershipMapView;
    expect(owns.nodes.map((n) => n.name)).toEqual(['Konsern AS', 'Datter AS']);
    const owners = (await (await admin.get(`/api/company/${konsern}/ownership-map?graphType=owner&threshold=30`)).json()) as OwnershipMapView;
    // Holding To (25 %) falls below 30 %; Kari's 40 % of it goes with it, her 50 % of Holding En stays.
    expect(owners.nodes.map((n) => n.name)).toEqual(['Kari Nordmann', 'Per Hansen', 'Holding En AS', 'Ola Nordmann', 'Konsern AS']);
    expect((await admin.get(`/api/company/${konsern}/ownership-map?graphType=sideways`)).status).toBe(400);
  });

  it('lists the subsidiaries on every level in the seed shape', async () => {
    const subsidiaries = (await (await admin.get(`/api/company/subsidiaries/${konsern}`)).json()) as OwnershipSubsidiary[];
    expect(subsidiaries).toEqual([
      expect.objectContaining({ level: 1, organizationNumber: datter, name: 'Datter AS', ownershipInPercent: '60.00', sourceOrgNo: konsern, currency: 'NOK', isCEO: false }),
      expect.objectContaining({ level: 2, organizationNumber: barnebarn, name: 'Barnebarn AS', ownershipInPercent: '100.00', sourceOrgNo: datter }),
    ]);
  });

  it('downloads the map as SVG and PDF and the subsidiaries as Excel', async () => {
    const svg = await admin.get(`/api/company/subsidiary-map/${konsern}/dual/0/0`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    const text = await svg.text();
    expect(text).toContain('<svg');
    expect(text).toContain('Barnebarn AS');
    expect(text).toContain('60.00 %');
    const pdf = await admin.get(`/api/company/subsidiary-map-pdf/${konsern}/owns/0/0`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join(' ')).toContain('Barnebarn AS');
    const owners = await (await admin.get(`/api/company/shareholder-map/${konsern}/0`)).text();
    expect(owners).toContain('Kari Nordmann');
    expect(owners).not.toContain('Datter AS');
    expect((await admin.get(`/api/company/shareholder-map-pdf/${konsern}/1`)).status).toBe(200);

    const excel = await admin.get(`/api/company/subsidiary-excel/${konsern}/0/0`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await excel.arrayBuffer());
    const rows = workbook.worksheets[0]!.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([[1, datter, 'Datter AS', 60, konsern], [2, barnebarn, 'Barnebarn AS', 100, datter]]);
  });

  it('refuses a bad threshold and hides the map from shareholders', async () => {
    expect((await admin.get(`/api/company/subsidiary-map/${konsern}/dual/101/0`)).status).toBe(400);
    expect((await admin.get(`/api/company/subsidiary-excel/${konsern}/0/-1`)).status).toBe(400);
    expect([403, 404]).toContain((await holder.get(`/api/company/${konsern}/ownership-map`)).status);
    expect([403, 404]).toContain((await holder.get(`/api/company/subsidiary-map/${konsern}/dual/0/0`)).status);
  });
});

