import { defineEntity, p } from '@mikro-orm/core';
import { countries } from '../companies/company-constants';

/**
 * A company in the local copy of the public registers, searched by name when no register service is configured
 * (and always for Swedish companies). `searchName` is the name lower-cased by PostgreSQL: `like` on it costs far
 * less per row than `ilike` on the name, and its trigram index serves `like '%…%'` from three characters.
 */
export const RegisterCompanySchema = defineEntity({
  name: 'RegisterCompany',
  indexes: [
    {
      name: 'register_company_search_name_trgm_index',
      expression: 'create index "register_company_search_name_trgm_index" on "register_company" using gin ("search_name" gin_trgm_ops)',
    },
  ],
  properties: {
    organisationNumber: p.string().length(20).primary(),
    name: p.string().length(300),
    searchName: p.string().length(300).generated('(lower(name)) stored'),
    postalCode: p.string().length(10).nullable(),
    city: p.string().length(100).nullable(),
    country: p.enum(countries),
  },
});

export class RegisterCompany extends RegisterCompanySchema.class {}
RegisterCompanySchema.setClass(RegisterCompany);
