import type { CompanyRegisterClient, RegisterSearchHit } from './company-register-client';

/** More hits than this is a too-many-hits state rather than a list (seed: platform core, section 5). */
const swedishSearchMaxHits = 50;

/** Searches for Swedish companies: up to 50 hits as a list, more as `tooManyHits`. */
export const searchSwedishCompanies = async ({ register, query }: { register: CompanyRegisterClient; query: string }) => {
  const hits: RegisterSearchHit[] = await register.search({ query, limit: swedishSearchMaxHits + 1 });
  return hits.length > swedishSearchMaxHits ? { tooManyHits: true, results: [] } : { tooManyHits: false, results: hits };
};
