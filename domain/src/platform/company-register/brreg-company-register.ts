import { z } from 'zod';
import { DomainError } from '../../kernel/errors/domain-error';
import type { CompanyRegisterClient } from './company-register-client';

const ZAddressSchema = z.object({ postnummer: z.string().nullish(), poststed: z.string().nullish() }).nullish();

const ZEnhetSchema = z.object({ organisasjonsnummer: z.string(), navn: z.string(), forretningsadresse: ZAddressSchema });

/** The part of Enhetsregisteret's `GET /enhetsregisteret/api/enheter` answer used here; no hits means no `_embedded`. */
const ZEnheterResponseSchema = z.object({
  _embedded: z.object({ enheter: z.array(ZEnhetSchema) }).optional(),
});

const hitOf = (enhet: z.infer<typeof ZEnhetSchema>) => ({
  name: enhet.navn,
  organizationnumber: enhet.organisasjonsnummer,
  zip: enhet.forretningsadresse?.postnummer ?? null,
  city: enhet.forretningsadresse?.poststed ?? null,
});

/**
 * The Norwegian register of legal entities (Brønnøysundregistrene's open Enhetsregisteret API), at `baseUrl`
 * (https://data.brreg.no in production). A failed or malformed answer is `companySearch.unavailable`.
 */
export const brregCompanyRegister = ({ baseUrl, timeoutMs = 5000 }: { baseUrl: string; timeoutMs?: number }): CompanyRegisterClient => ({
  search: async ({ query, limit }) => {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/enhetsregisteret/api/enheter`);
    url.searchParams.set('navn', query);
    url.searchParams.set('size', String(limit));
    const answer = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => (response.ok ? ZEnheterResponseSchema.safeParse(await response.json()) : null))
      .catch(() => null);
    if (!answer?.success) throw new DomainError('companySearch.unavailable');
    return (answer.data._embedded?.enheter ?? []).map(hitOf);
  },
  // `GET /enhetsregisteret/api/enheter/{orgnr}`: 404 (or 410 for a deleted entity) is no such company.
  find: async (organisationNumber) => {
    if (!/^\d{9}$/.test(organisationNumber)) return null;
    const url = `${baseUrl.replace(/\/$/, '')}/enhetsregisteret/api/enheter/${organisationNumber}`;
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
    if (response && (response.status === 404 || response.status === 410)) return null;
    const answer = response?.ok ? ZEnhetSchema.safeParse(await response.json().catch(() => null)) : null;
    if (!answer?.success) throw new DomainError('companySearch.unavailable');
    return hitOf(answer.data);
  },
});
