import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';

/** A local test double of the filing service: `POST /statements` with the bearer token answers 201 and a reference. */
const filingService = async () => {
  const received: { authorization: string | undefined; body: Record<string, unknown> }[] = [];
  let failWith: number | null = null;
  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/statements') return response.writeHead(404).end();
      if (request.headers.authorization !== 'Bearer filing-token') return response.writeHead(401).end();
      const body = await read(request);
      received.push({ authorization: request.headers.authorization, body });
      if (failWith) return response.writeHead(failWith).end();
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ reference: `AR-${body.organisationNumber}-${body.year}` }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, fail: (status: number | null) => (failWith = status), close: () => new Promise((resolve) => server.close(resolve)) };
};

const orgNo = '928471632';
let service: Awaited<ReturnType<typeof filingService>>;
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
  service = await filingService();
  connected = await createTestApp({ STATEMENT_FILING_URL: service.url, STATEMENT_FILING_TOKEN: 'filing-token' });
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
    expect(filed).toMatchObject({ year: 2024, channel: 'SERVICE', reference: 'AR-931754289-2024' });
    const body = service.received.at(-1)!.body;
    expect(body).toMatchObject({ format: 'andel.aksjonaerregisteroppgave.v1', organisationNumber: '931754289', year: 2024 });
    expect((await r.admin.get(`/api/company/931754289/statement/2024`).then((res) => res.json())).status).toBe('Sent');
    const next = await r.admin.get(`/api/company/931754289/statement/2025`).then((res) => res.json());
    expect(next.checks[0]).toEqual({ check: 'lastYear', outcome: 'match', differences: 0 });
    const statuses = await r.admin.get('/api/statement/ar-status').then((res) => res.json());
    expect(statuses).toEqual([expect.objectContaining({ organisationNumber: '931754289', status: 'Overdue' })]);
  });

  it('without configuration says not connected, offers the file, and records a filing by hand', async () => {
    const r = await openTestRegister(offline, orgNo, 4);
    await fillRegister(r);
    expect((await r.admin.get(`/api/company/${orgNo}/statement/2025`).then((res) => res.json())).filingConnected).toBe(false);
    const refused = await r.admin.post(`/api/company/${orgNo}/statement/2025/send`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('statement.notConnected');
    const file = await r.admin.get(`/api/company/${orgNo}/statement/2025/file`);
    expect(file.headers.get('content-disposition')).toContain('aksjonaerregisteroppgave-928471632-2025.json');
    expect((await file.json()).changes).toHaveLength(2);
    expect((await r.admin.post(`/api/company/${orgNo}/statement/2025/mark-sent`).then((res) => res.json())).channel).toBe('MANUAL');
    expect((await r.admin.get('/api/statement/ar-status').then((res) => res.json()))[0]).toMatchObject({ year: 2025, status: 'Sent' });
    expect((await r.admin.get(`/api/company/${orgNo}/statement/2026`)).status).toBe(400);
  });
});
