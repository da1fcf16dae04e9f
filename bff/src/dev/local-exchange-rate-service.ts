import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LocalExchangeRateService = {
  /** The API's base, as `EXCHANGE_RATE_URL` takes it (`…/api`). */
  url: string;
  /** The series asked for, as `B.EUR.NOK.SP?startPeriod=…&endPeriod=…`, oldest first. */
  requests: string[];
  /** Answer every call with this status (a failing API) until called with null. */
  fail: (status: number | null) => void;
  close: () => Promise<void>;
};

/** The stand-in's rates: NOK per 10^unitMultiplier units, the same every banking day (SEK, DKK and JPY per 100, as Norges Bank quotes them). */
export const localExchangeRates: Record<string, { value: string; unitMultiplier: number; name: string }> = {
  EUR: { value: '11.7325', unitMultiplier: 0, name: 'Euro' },
  USD: { value: '10.1850', unitMultiplier: 0, name: 'US dollar' },
  GBP: { value: '13.4520', unitMultiplier: 0, name: 'British pound' },
  CHF: { value: '12.5510', unitMultiplier: 0, name: 'Swiss franc' },
  SEK: { value: '95.43', unitMultiplier: 2, name: 'Swedish krona' },
  DKK: { value: '157.30', unitMultiplier: 2, name: 'Danish krone' },
  JPY: { value: '6.8120', unitMultiplier: 2, name: 'Japanese yen' },
};

/** Days Norges Bank publishes no rate besides weekends: the fixed Norwegian bank holidays (moving feasts are left out). */
const closedDays = ['01-01', '05-01', '05-17', '12-24', '12-25', '12-26', '12-31'];
const isBankingDay = (day: Date) => day.getUTCDay() % 6 !== 0 && !closedDays.includes(day.toISOString().slice(5, 10));

const bankingDays = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`) && days.length < 400; day = new Date(day.getTime() + 86_400_000))
    if (isBankingDay(day)) days.push(day.toISOString().slice(0, 10));
  return days;
};

const answer = (response: ServerResponse, status: number, body: object) => response.writeHead(status, { 'content-type': 'application/vnd.sdmx.data+json; charset=utf-8' }).end(JSON.stringify(body));
const refuse = (response: ServerResponse, status: number, message: string) => answer(response, status, { errors: [{ code: status, message }] });
const seriesAttribute = (id: string, value: string) => ({ id, name: id, relationship: { dimensions: ['BASE_CUR', 'QUOTE_CUR', 'TENOR'] }, role: null, values: [{ id: value, name: value }] });
const dimension = (id: string, keyPosition: number, code: string, name = code) => ({ id, name: id, keyPosition, role: null, values: [{ id: code, name }] });

/** The SDMX-JSON data message of one business-day series over some days, shaped as Norges Bank's answer. */
const dataMessage = (currency: string, days: string[]) => {
  const { value, unitMultiplier, name } = localExchangeRates[currency]!;
  return {
    meta: { id: `LOCAL-${currency}`, prepared: new Date().toISOString().slice(0, 19), test: true, sender: { id: 'NB' }, receiver: { id: 'guest' }, links: [] },
    data: {
      dataSets: [
        {
          links: [{ rel: 'dataflow', urn: 'urn:sdmx:org.sdmx.infomodel.datastructure.Dataflow=NB:EXR(1.0)' }],
          reportingBegin: `${days[0]}T00:00:00`,
          reportingEnd: `${days.at(-1)}T23:59:59`,
          action: 'Information',
          series: { '0:0:0:0': { attributes: [0, 0, 0, 0], observations: Object.fromEntries(days.map((_day, index) => [String(index), [value]])) } },
        },
      ],
      structure: {
        links: [{ rel: 'datastructure', urn: 'urn:sdmx:org.sdmx.infomodel.datastructure.DataStructure=NB:DSD_EXR(1.0)' }],
        name: 'Exchange rates',
        description: 'Exchange rates (local stand-in)',
        dimensions: {
          dataset: [],
          series: [dimension('FREQ', 0, 'B', 'Business'), dimension('BASE_CUR', 1, currency, name), dimension('QUOTE_CUR', 2, 'NOK', 'Norwegian krone'), dimension('TENOR', 3, 'SP', 'Spot')],
          observation: [{ id: 'TIME_PERIOD', name: 'Time Period', keyPosition: 4, role: 'time', values: days.map((day) => ({ start: `${day}T00:00:00`, end: `${day}T23:59:59`, id: day, name: day })) }],
        },
        attributes: {
          dataset: [],
          series: [seriesAttribute('DECIMALS', '4'), seriesAttribute('CALCULATED', 'false'), seriesAttribute('UNIT_MULT', String(unitMultiplier)), seriesAttribute('COLLECTION', 'C')],
          observation: [],
        },
      },
    },
  };
};

const isDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * A local stand-in for Norges Bank's open-data API (`EXCHANGE_RATE_DEV_SERVER`), for tests and demos, never for
 * production: `GET /api/data/EXR/B.{currency}.NOK.SP?format=sdmx-json&startPeriod=…&endPeriod=…` answers the series'
 * banking days in the period as an SDMX-JSON data message, with the fixed rates of `localExchangeRates`; 404 with
 * SDMX's error list when the period holds no banking day or the currency is not quoted, 400 for a malformed query.
 */
export const startLocalExchangeRateService = async (): Promise<LocalExchangeRateService> => {
  const requests: string[] = [];
  let failWith: number | null = null;
  const server = createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://local');
    const [, currency] = pathname.match(/^\/api\/data\/EXR\/B\.([A-Z0-9]{3})\.NOK\.SP$/) ?? [];
    if (request.method !== 'GET' || !currency) return refuse(response, 404, 'Could not find the resource');
    if (failWith) return refuse(response, failWith, 'Service unavailable');
    const [from, to] = [searchParams.get('startPeriod'), searchParams.get('endPeriod')];
    if (searchParams.get('format') !== 'sdmx-json' || !isDate(from) || !isDate(to)) return refuse(response, 400, 'Semantic error: format=sdmx-json, startPeriod and endPeriod (YYYY-MM-DD) are required here');
    requests.push(`B.${currency}.NOK.SP?startPeriod=${from}&endPeriod=${to}`);
    const days = localExchangeRates[currency] ? bankingDays(from, to) : [];
    if (days.length === 0) return refuse(response, 404, 'No data for data query against the dataflow: urn:sdmx:org.sdmx.infomodel.datastructure.Dataflow=NB:EXR(1.0)');
    return answer(response, 200, dataMessage(currency, days));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    requests,
    fail: (status) => (failWith = status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
