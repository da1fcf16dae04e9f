import { z } from 'zod';
import { DomainError } from '../../kernel/errors/domain-error';
import type { PublicCompanyRoles } from './public-company-roles';

const ZRolleSchema = z.object({
  type: z.object({ kode: z.string() }),
  person: z
    .object({
      fodselsdato: z.string(),
      navn: z.object({ fornavn: z.string().nullish(), mellomnavn: z.string().nullish(), etternavn: z.string().nullish() }),
      erDoed: z.boolean().nullish(),
    })
    .nullish(),
  fratraadt: z.boolean().nullish(),
});

/** The part of `GET /enhetsregisteret/api/enheter/{orgnr}/roller` read here: people's roles (a company holding a role has no person). */
const ZRollerResponseSchema = z.object({ rollegrupper: z.array(z.object({ roller: z.array(ZRolleSchema) })).default([]) });

/**
 * The open roles of Enhetsregisteret (Brønnøysundregistrene) at `baseUrl`: each person's role code, birth date and
 * name. Norwegian organisation numbers only; 404 or 410 is a company without roles. A failed or malformed answer is
 * `companySearch.unavailable`.
 */
export const brregCompanyRoles = ({ baseUrl, timeoutMs = 5000 }: { baseUrl: string; timeoutMs?: number }): PublicCompanyRoles => ({
  rolesOf: async (organisationNumber) => {
    if (!/^\d{9}$/.test(organisationNumber)) return null;
    const url = `${baseUrl.replace(/\/$/, '')}/enhetsregisteret/api/enheter/${organisationNumber}/roller`;
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
    if (response && (response.status === 404 || response.status === 410)) return [];
    const answer = response?.ok ? ZRollerResponseSchema.safeParse(await response.json().catch(() => null)) : null;
    if (!answer?.success) throw new DomainError('companySearch.unavailable');
    return answer.data.rollegrupper.flatMap(({ roller }) =>
      roller.flatMap(({ type, person, fratraadt }) =>
        person
          ? [
              {
                roleCode: type.kode,
                birthDate: person.fodselsdato,
                givenNames: [person.navn.fornavn, person.navn.mellomnavn].filter(Boolean).join(' '),
                familyName: person.navn.etternavn ?? '',
                resigned: fratraadt ?? false,
                deceased: person.erDoed ?? false,
              },
            ]
          : [],
      ),
    );
  },
});
