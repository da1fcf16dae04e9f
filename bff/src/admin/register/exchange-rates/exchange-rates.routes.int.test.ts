import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalExchangeRateService, type LocalExchangeRateService } from '../../../dev/local-exchange-rate-service';
import { as, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

const orgNo = governanceOrgs.a;
let service: LocalExchangeRateService;
let connected: TestApp;
let offline: TestApp;
const rate = (t: TestApp, query: string, email = 'admin-a@example.no') => as(t, email).then((client) => client.get(`/api/exchange-rate/${orgNo}?${query}`));

beforeAll(async () => {
  service = await startLocalExchangeRateService();
  connected = await createTestApp({ EXCHANGE_RATE_URL: service.url });
  offline = await createTestApp();
  await setUpGovernanceCompanies(connected);
  await setUpGovernanceCompanies(offline);
});
afterAll(async () => {
  await connected.close();
  await offline.close();
  await service.close();
});

describe('GET /exchange-rate/{orgNo} against the local stand-in of Norges Bank', () => {
  it('answers a banking day’s rate, the day and the source', async () => {
    const response = await rate(connected, 'currency=EUR&date=2026-11-26');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ currency: 'EUR', quoteCurrency: 'NOK', rate: '11.7325', date: '2026-11-26', source: 'NORGES_BANK' });
    expect(service.requests.at(-1)).toBe('B.EUR.NOK.SP?startPeriod=2026-11-16&endPeriod=2026-11-26');
  });

  it('a Sunday gives Friday’s rate, and a rate quoted per 100 comes per one krona', async () => {
    expect(await (await rate(connected, 'currency=eur&date=2026-11-29')).json()).toMatchObject({ rate: '11.7325', date: '2026-11-27' });
    expect(await (await rate(connected, 'currency=SEK&date=2026-11-29')).json()).toMatchObject({ rate: '0.9543', date: '2026-11-27' });
  });

  it('refuses a currency Norges Bank does not quote, and a malformed one, with their keys', async () => {
    const unknown = await rate(connected, 'currency=XYZ&date=2026-11-26');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toMatchObject({ code: 'exchangeRate.unknownCurrency', params: { currency: 'XYZ' } });
    const malformed = await rate(connected, 'currency=EURO&date=2026-13-01');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors).toMatchObject({ currency: 'invalidValue', date: 'localdate-field.invalid-date' });
  });

  it('answers 404 with no rate when Norges Bank has none, and 502 when it fails', async () => {
    const none = await rate(connected, 'currency=BYR&date=2026-11-26');
    expect(none.status).toBe(404);
    expect((await none.json()).error).toMatchObject({ code: 'exchangeRate.noRate', params: { currency: 'BYR', date: '2026-11-26' } });
    service.fail(500);
    const failed = await rate(connected, 'currency=EUR&date=2026-11-26');
    service.fail(null);
    expect(failed.status).toBe(502);
    expect((await failed.json()).error).toMatchObject({ code: 'exchangeRate.fetchFailed', params: { status: 500 } });
  });

  it('says it is not available when no service is configured', async () => {
    const response = await rate(offline, 'currency=EUR&date=2026-11-26');
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatchObject({ code: 'exchangeRate.notConnected' });
  });

  it('is the company’s: another company’s admin is refused', async () => expect((await rate(connected, 'currency=EUR&date=2026-11-26', 'admin-b@example.no')).status).toBe(403));
});
