/** How many hits a company-name search shows. */
export const companySearchLimit = 20;

/** A company found in a public register, in the seed's search-result shape. */
export type RegisterSearchHit = { name: string; organizationnumber: string; zip: string | null; city: string | null };

/** A public company register searched by name: the Brønnøysund Register Centre's API, or the local table. */
export interface CompanyRegisterClient {
  /** At most `limit` companies whose name contains `query`. */
  search(input: { query: string; limit: number }): Promise<RegisterSearchHit[]>;
  /** The company with this organisation number, or null. */
  find(organisationNumber: string): Promise<RegisterSearchHit | null>;
}
