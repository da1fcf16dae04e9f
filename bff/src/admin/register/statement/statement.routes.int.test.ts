import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStatementFilingService, type LocalStatementFilingService } from '../../../dev/local-statement-filing-service';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';

const orgNo = '928471632';
let service: LocalStatementFilingService;
let connected: TestApp;
let offline: TestApp;

const fillRegister = async (r: Awaited<ReturnType<typeof openTestRegister>>) => {
  const h = (i: number) => r.holders[i]!;
  await r.record('shareholdingperdate', '2024-06-01', { nominalValue: '1', shareAllocation: [{ shareholderId: h(0), sharetypeId: r.classA, numberOfShares: 600 }, { shareholderId: h(1), sharetypeId: r.classA, numberOfShares: 400 }] });
  await r.record('transfer', '2024-11-01', { transactionType: 'GIFT', fromShareholderId: h(1), toShareholderId: h(3), sharetypeId: r.classA, numberOfShares: 50 });
  await r.record('transfer', '2025-03-01', { transactionType: 'BUY_SELL', pricePerShare: '31.5', fromShareholderId: h(0), toShareholderId: h(2), sharetypeId: r.classA, numberOfShares: 100 });
  expect((await r.record('paydividend', '2025-05-01', { amountsPerShare: [{ sharetypeId: r.classA, amountPerShare: '2.5' }] })).status).toBe(201);
  await r.record('transfer', '2026-02-01', { transactionType: 'GIFT', fromShareholderId: h(2), toShareholderId: h(1), sharetypeId: r.classA, numberOfShares: 10 });
  return h;
};

beforeAll(async () => {
  service = await startLocalStatementFilingService();
  connected = await createTestApp({ STATEMENT_FILING_URL: service.url, STATEMENT_FILING_TOKEN: service.token });
  offline = await createTestApp();
});
afterAll(async () => {
  await connected.close();
  await offline.close();
  await service.close();
});

describe('the shareholder register statement', () => {
  it('reports 1 January and 31 December, the year’s changes with type and price, and the dividends', async () => {
    const r = await openTestRegister(connected, orgNo, 4);
    const h = await fillRegister(r);
    const statement = await r.admin.get(`/api/company/${orgNo}/statement/2025`).then((res) => res.json());
    const lines = (holdings: { shareholderId: string; shares: string }[]) => Object.fromEntries(holdings.map((holding) => [r.holders.indexOf(holding.shareholderId), holding.shares]));
    expect(lines(statement.opening)).toEqual({ 0: '600', 1: '350', 3: '50' });
    expect(lines(statement.closing)).toEqual({ 0: '500', 1: '350', 2: '100', 3: '50' });
    // Only 2025's transfer (not 2024's or 2026's), one row per holder, with its price.
    expect(statement.changes).toEqual([
      expect.objectContaining({ transactionType: 'BUY_SELL', shareholderId: h(0), change: '-100', pricePerShare: '31.5' }),
      expect.objectContaining({ transactionType: 'BUY_SELL', shareholderId: h(2), change: '100', pricePerShare: '31.5' }),
    ]);
    expect(statement.dividends.map((d: { shareholderId: string; amount: string }) => [r.holders.indexOf(d.shareholderId), d.amount]).sort()).toEqual([[0, '1250.00'], [1, '875.00'], [2, '250.00'], [3, '125.00']]);
    expect(statement).toMatchObject({ deadline: '2026-01-31', status: 'Overdue', filingConnected: true });
    expect(statement.checks).toEqual([
      { check: 'lastYear', outcome: 'unavailable', differences: 0 },
      { check: 'publicRegister', outcome: 'unavailable', differences: 0 },
    ]);
    // The test holders have no identity number and no address, and class A has no aksjeklasse code of Skatteetaten's.
    expect(statement.problems).toEqual(
      expect.arrayContaining([
        { problem: 'missingNationalId', shareholderId: h(0), name: null },
        { problem: 'missingAddress', shareholderId: h(3), name: null },
        { problem: 'shareClassCode', shareTypeId: r.classA },
      ]),
    );
    expect(statement.problems).toHaveLength(9);
  });

  it('files through the filing service, keeps the reference, and checks next year against it', async () => {
    const r = await openTestRegister(connected, '931754289', 4);
    await fillRegister(r);
    service.fail(503);
    const failed = await r.admin.post(`/api/company/931754289/statement/2024/send`);
    expect(failed.status).toBe(502);
    expect((await failed.json()).error).toMatchObject({ code: 'statement.filingFailed', params: { status: 503 } });
    expect((await r.admin.get(`/api/company/931754289/statement/2024`).then((res) => res.json())).status).toBe('Overdue');
    service.fail(null);
    const filed = await r.admin.post(`/api/company/931754289/statement/2024/send`).then((res) => res.json());
    // In the API's sequence: the main form, the sub-forms of the holders of 2024 (0, 1 and 3), the confirmation; each form valid by the XSDs.
    const received = service.received.at(-1)!;
    expect(filed).toMatchObject({ year: 2024, channel: 'SERVICE', reference: received.forsendelseId });
    expect(received.mainForm).toContain('<EnhetOrganisasjonsnummer-datadef-18 orid="18">931754289</EnhetOrganisasjonsnummer-datadef-18>');
    expect(received.subForms).toHaveLength(3);
    expect((await r.admin.get(`/api/company/931754289/statement/2024`).then((res) => res.json())).status).toBe('Sent');
    const next = await r.admin.get(`/api/company/931754289/statement/2025`).then((res) => res.json());
    expect(next.checks[0]).toEqual({ check: 'lastYear', outcome: 'match', differences: 0 });
    const statuses = await r.admin.get('/api/statement/ar-status').then((res) => res.json());
    expect(statuses).toEqual([expect.objectContaining({ organisationNumber: '931754289', status: 'Overdue' })]);
  });

  it('the stand-in of the filing API refuses a form its XSD refuses, a wrong count and a call without the token, as the API does', async () => {
    const call = (path: string, body?: string, headers: Record<string, string> = {}) =>
      fetch(`${service.url}/${path}`, { method: 'POST', body, headers: { accept: 'application/json', idempotencyKey: crypto.randomUUID(), authorization: `Bearer ${service.token}`, 'content-type': 'application/xml', ...headers } });
    const planted = '<Skjema skjemanummer="890" spesifikasjonsnummer="12144"><Selskapsopplysninger-grp-2589 gruppeid="2589"/></Skjema>';
    const refused = await call('2025/1086H', planted);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ kode: 'GLD_010', melding: expect.stringContaining('GenerellInformasjon-grp-2587') });
    expect((await call('2025/1086H', planted, { authorization: 'Bearer wrong' })).status).toBe(401);
    const main = service.received[0]!;
    expect((await (await call(`${main.year}/${main.hovedskjemaid}/bekreft?antall_underskjema=99`)).json()).kode).toBe('GLD_1029');
  });

  it('without configuration says not connected, offers the file, and records a filing by hand', async () => {
    const r = await openTestRegister(offline, orgNo, 4);
    await fillRegister(r);
    expect((await r.admin.get(`/api/company/${orgNo}/statement/2025`).then((res) => res.json())).filingConnected).toBe(false);
    const refused = await r.admin.post(`/api/company/${orgNo}/statement/2025/send`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('statement.notConnected');
    const file = await r.admin.get(`/api/company/${orgNo}/statement/2025/file`);
    expect(file.headers.get('content-disposition')).toContain('RF-1086-928471632-2025.zip');
    const files = unzipSync(new Uint8Array(await file.arrayBuffer()));
    // One class: its main form and a sub-form for each of the four holders of 2025.
    expect(Object.keys(files).sort()).toEqual(['aksjeklasse-1/1086H.xml', ...[1, 2, 3, 4].map((n) => `aksjeklasse-1/1086U-000${n}.xml`)]);
    expect(strFromU8(files['aksjeklasse-1/1086H.xml']!)).toContain('<AksjerMvAntall-datadef-29167 orid="29167">1000</AksjerMvAntall-datadef-29167>');
    expect((await r.admin.post(`/api/company/${orgNo}/statement/2025/mark-sent`).then((res) => res.json())).channel).toBe('MANUAL');
    expect((await r.admin.get('/api/statement/ar-status').then((res) => res.json()))[0]).toMatchObject({ year: 2025, status: 'Sent' });
    expect((await r.admin.get(`/api/company/${orgNo}/statement/2026`)).status).toBe(400);
  });
});
