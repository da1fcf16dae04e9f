import { DomainError } from '../../kernel/errors/domain-error';

/** What is filed: the statement's data, as the filing service and the downloadable file carry it. */
export type StatementFiling = Record<string, unknown> & { organisationNumber: string; year: number };

/** The tax authority's filing service for the shareholder register statement, behind this interface. */
export type StatementFilingClient = { connected: boolean; submit: (filing: StatementFiling) => Promise<{ reference: string }> };

/** Without configuration: not connected; the statement is downloaded and filed by hand. */
export const notConnectedFilingClient: StatementFilingClient = {
  connected: false,
  submit: () => Promise.reject(new DomainError('statement.notConnected')),
};

/**
 * The filing service over HTTP (`STATEMENT_FILING_URL`, `STATEMENT_FILING_TOKEN`): `POST {url}/statements` with the
 * filing as JSON and the token as a bearer token; 201 with `{ reference }` is filed, anything else
 * `statement.filingFailed` (with the service's status). Times out after 30 s.
 */
export const httpStatementFilingClient = ({ url, token, timeoutMs = 30_000 }: { url: string; token?: string; timeoutMs?: number }): StatementFilingClient => ({
  connected: true,
  submit: async (filing) => {
    const response = await fetch(`${url.replace(/\/$/, '')}/statements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(filing),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch(() => null);
    if (!response || response.status !== 201) throw new DomainError('statement.filingFailed', { status: response?.status ?? 0 });
    const body = (await response.json().catch(() => null)) as { reference?: unknown } | null;
    if (typeof body?.reference !== 'string' || !body.reference) throw new DomainError('statement.filingFailed', { status: response.status });
    return { reference: body.reference.slice(0, 200) };
  },
});
