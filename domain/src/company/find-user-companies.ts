import type { EntityManager } from '@mikro-orm/core';
import type { GrantedAccessType } from '../access/access-types';
import { CompanyAccess } from './company-access.entity';
import type { Country, Currency } from './company-constants';

export type UserCompany = {
  id: string;
  organisationNumber: string;
  name: string;
  country: Country;
  currency: Currency;
  isCustomer: boolean;
  accessType: GrantedAccessType;
  shareholderId: string | null;
  customRoleId: string | null;
};

/** One entry per (company, access) the user holds, sorted by company name. */
export const findUserCompanies = async ({ em, userId }: { em: EntityManager; userId: string }): Promise<UserCompany[]> => {
  const rows = await em.find(CompanyAccess, { user: userId }, { populate: ['company'], orderBy: { company: { name: 'asc' } } });
  return rows.map(({ company, accessType, shareholderId, customRoleId }) => ({
    id: company.id,
    organisationNumber: company.organisationNumber,
    name: company.name,
    country: company.country,
    currency: company.currency,
    isCustomer: company.isCustomer,
    accessType,
    shareholderId: shareholderId ?? null,
    customRoleId: customRoleId ?? null,
  }));
};
