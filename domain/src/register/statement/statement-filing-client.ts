import { randomUUID } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Rf1086ClassForms } from './rf1086-forms';

/** What is filed: the year's RF-1086 forms, a main form and its sub-forms per share class. */
export type StatementFiling = { organisationNumber: string; year: number; forms: Rf1086ClassForms[] };

/** Skatteetaten's filing API for the shareholder register statement (innrapportering aksjonærregisteroppgave), behind this interface. */
export type StatementFilingClient = { connected: boolean; submit: (filing: StatementFiling) => Promise<{ reference: string }> };

/** Without configuration: not connected; the forms are downloaded and filed by hand. */
export const notConnectedFilingClient: StatementFilingClient = {
  connected: false,
  submit: () => Promise.reject(new DomainError('statement.notConnected')),
};

/**
 * The filing API over HTTP (`STATEMENT_FILING_URL` = the API's `…/api/aksjonaerregister/v1`, `STATEMENT_FILING_TOKEN`
 * its Maskinporten token), in the API's sequence for each share class: `POST {year}/1086H` with the main form
 * (answers `{ hovedskjemaid }`), `POST {year}/{hovedskjemaid}/1086U` with each sub-form, then
 * `POST {year}/{hovedskjemaid}/bekreft?antall_underskjema=N` (answers `{ forsendelseId, … }`). XML in, JSON out, a new
 * `idempotencyKey` per call. The reference kept is the shipments' ids; any refusal is `statement.filingFailed` with the
 * API's status. Each call times out after 30 s.
 */
export const httpStatementFilingClient = ({ url, token, timeoutMs = 30_000 }: { url: string; token?: string; timeoutMs?: number }): StatementFilingClient => {
  const call = async (path: string, xml?: string) => {
    const response = await fetch(`${url.replace(/\/$/, '')}/${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', idempotencyKey: randomUUID(), ...(xml ? { 'content-type': 'application/xml' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: xml,
      signal: AbortSignal.timeout(timeoutMs),
    }).catch(() => null);
    if (!response?.ok) throw new DomainError('statement.filingFailed', { status: response?.status ?? 0 });
    return (await response.json().catch(() => ({}))) as Record<string, unknown>;
  };
  const text = (value: unknown, status: number) => {
    if (typeof value !== 'string' || !value) throw new DomainError('statement.filingFailed', { status });
    return value.slice(0, 100);
  };
  return {
    connected: true,
    submit: async ({ year, forms }) => {
      const references: string[] = [];
      for (const { mainForm, subForms } of forms) {
        const main = await call(`${year}/1086H`, mainForm);
        const id = encodeURIComponent(text(main.hovedskjemaid ?? main.hovedskjemaId, 200));
        for (const subForm of subForms) await call(`${year}/${id}/1086U`, subForm.xml);
        const confirmed = await call(`${year}/${id}/bekreft?antall_underskjema=${subForms.length}`);
        references.push(text(confirmed.forsendelseId ?? confirmed.oppgavegiversLeveranseReferanse, 200));
      }
      return { reference: references.join(', ').slice(0, 200) };
    },
  };
};
