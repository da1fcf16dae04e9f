import type { EntityManager } from '@mikro-orm/core';
import type { Country } from '../companies/company-constants';
import type { CompanyRegisterClient } from './company-register-client';
import { RegisterCompany } from './register-company.entity';
import { containsPattern } from '../../kernel/sql/like-pattern';

const hitOf = (row: RegisterCompany) => ({ name: row.name, organizationnumber: row.organisationNumber, zip: row.postalCode ?? null, city: row.city ?? null });

/** The embedded register: the `register_company` table, one country at a time. */
export const localCompanyRegister = ({ em, country }: { em: EntityManager; country: Country }): CompanyRegisterClient => ({
  search: async ({ query, limit }) => {
    const pattern = containsPattern(query.toLowerCase());
    const rows = await em.find(RegisterCompany, { country, searchName: { $like: pattern } }, { orderBy: { name: 'asc' }, limit });
    return rows.map(hitOf);
  },
  find: async (organisationNumber) => {
    const row = await em.findOne(RegisterCompany, { country, organisationNumber });
    return row ? hitOf(row) : null;
  },
});
