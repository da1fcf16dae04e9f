import type { EntityManager } from '@mikro-orm/core';
import { countryOfOrganisationNumber } from '../companies/company-constants';
import { RegisterCompany } from './register-company.entity';

export type RegisterCompanyInput = { organisationNumber: string; name: string; postalCode: string | null; city: string | null };

/** Adds companies to the local register, or refreshes them; its country follows from the organisation number. */
export const addRegisterCompanies = async ({ em, companies }: { em: EntityManager; companies: readonly RegisterCompanyInput[] }) => {
  if (companies.length === 0) return;
  await em.upsertMany(
    RegisterCompany,
    companies.map(({ organisationNumber, name, postalCode, city }) => ({ organisationNumber, name, postalCode, city, country: countryOfOrganisationNumber(organisationNumber) })),
  );
};
