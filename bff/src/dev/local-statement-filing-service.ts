import { validateRf1086, type Rf1086Form } from '@andel/domain/server';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One RF-1086 as the stand-in received it: the main form, its sub-forms in order, and the shipment once confirmed. */
export type ReceivedStatement = { year: number; hovedskjemaid: string; mainForm: string; subForms: string[]; forsendelseId: string | null };

export type LocalStatementFilingService = {
  /** The API's base, as `STATEMENT_FILING_URL` takes it (`…/api/aksjonaerregister/v1`). */
  url: string;
  token: string;
  received: ReceivedStatement[];
  /** Answer every call with this status (a failing API) until called with null. */
  fail: (status: number | null) => void;
  close: () => Promise<void>;
};

const read = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
};

const answer = (response: ServerResponse, status: number, body?: object) =>
  body ? response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)) : response.writeHead(status).end();

/** Skatteetaten's error answer: its code (GLD_…) and message; `melding` carries the schema errors. */
const refuse = (response: ServerResponse, status: number, kode: string, melding: string) => answer(response, status, { kode, melding, korrelasjonsid: randomUUID() });

/**
 * A local stand-in for Skatteetaten's filing API for the shareholder register statement ("Innrapportering
 * aksjonærregisteroppgave API"), for tests and demos (`STATEMENT_FILING_DEV_SERVER`), never for production. It
 * answers as the API documents, under `/api/aksjonaerregister/v1`: `POST /{year}/1086H` validates the main form against the RF-1086 XSD and answers
 * `{ hovedskjemaid }`; `POST /{year}/{hovedskjemaid}/1086U` validates a sub-form against the RF-1086-U XSD (200, no
 * body); `POST /{year}/{hovedskjemaid}/bekreft?antall_underskjema=N` checks the count and answers
 * `{ oppgavegiversLeveranseReferanse, dialogId, forsendelseId }`. Refusals carry the API's codes: GLD_004 without the
 * token, GLD_1028 without the idempotency key, GLD_1031 for a body that is not XML, GLD_010 for a schema error,
 * GLD_1052 for a form of another income year, GLD_1016 for an unknown main form, GLD_1029 after confirmation,
 * GLD_1026 and GLD_1018 for a confirmation without sub-forms or with the wrong count.
 */
export const startLocalStatementFilingService = async ({ token = 'local-filing-token' }: { token?: string } = {}): Promise<LocalStatementFilingService> => {
  const received: ReceivedStatement[] = [];
  let failWith: number | null = null;
  const refusalOf = async (xml: string, form: Rf1086Form, year: string) => {
    const { valid, errors } = await validateRf1086(xml, form);
    if (!valid) return { kode: 'GLD_010', melding: errors.join('\n') };
    if (!xml.includes(`orid="692">${year}<`)) return { kode: 'GLD_1052', melding: 'Inntektsår i path og i innsending er ulike' };
    return null;
  };
  const server = createServer((request, response) => {
    void (async () => {
      const { pathname, searchParams } = new URL(request.url ?? '/', 'http://local');
      const [, year, id, action] = pathname.match(/^\/api\/aksjonaerregister\/v1\/(\d{4})\/(?:([^/]+)\/)?(1086H|1086U|bekreft)$/) ?? [];
      if (request.method !== 'POST' || !year || !action || (action === '1086H') === !!id) return refuse(response, 404, 'GLD_021', 'Finner ingen ressurs for denne urlen');
      if (failWith) return answer(response, failWith);
      if (request.headers.authorization !== `Bearer ${token}`) return refuse(response, 401, 'GLD_004', 'Ugyldig token');
      if (!request.headers.idempotencykey) return refuse(response, 400, 'GLD_1028', 'Header mangler: idempotencyKey');
      if (request.headers.accept !== 'application/json') return refuse(response, 400, 'GLD_1030', 'Accept-header må være av type application/json');
      const body = await read(request);
      if (action !== 'bekreft' && request.headers['content-type'] !== 'application/xml') return refuse(response, 400, 'GLD_1031', 'Content-type må være av type application/xml');
      const refusal = action === 'bekreft' ? null : await refusalOf(body, action === '1086H' ? 'main' : 'sub', year);
      if (refusal) return refuse(response, 400, refusal.kode, refusal.melding);
      if (action === '1086H') {
        const hovedskjemaid = randomUUID();
        received.push({ year: Number(year), hovedskjemaid, mainForm: body, subForms: [], forsendelseId: null });
        return answer(response, 200, { hovedskjemaid });
      }
      const statement = received.find((candidate) => candidate.hovedskjemaid === id && candidate.year === Number(year));
      if (!statement) return refuse(response, 400, 'GLD_1016', 'Det finnes ikke et hovedskjema med denne IDen for denne innsendingen');
      if (statement.forsendelseId) return refuse(response, 400, 'GLD_1029', 'Innsendingen er allerede bekreftet');
      if (action === '1086U') {
        statement.subForms.push(body);
        return answer(response, 200);
      }
      if (statement.subForms.length === 0) return refuse(response, 400, 'GLD_1026', 'En innsending må ha minimum ett underskjema');
      if (searchParams.get('antall_underskjema') !== String(statement.subForms.length))
        return refuse(response, 400, 'GLD_1018', 'Oppgitt antall underskjemaer stemmer ikke med antall underskjemaer på innsendingen');
      statement.forsendelseId = randomUUID();
      return answer(response, 200, { oppgavegiversLeveranseReferanse: statement.hovedskjemaid, dialogId: randomUUID(), forsendelseId: statement.forsendelseId });
    })().catch(() => answer(response, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/aksjonaerregister/v1`,
    token,
    received,
    fail: (status) => (failWith = status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
