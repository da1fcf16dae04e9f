import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { Shareholder } from '../shareholders/shareholder.entity';

/** The identity numbers of the company's persons and the company numbers of its company holders, for uniqueness checks. */
export const findRegisteredNumbers = async (em: EntityManager, company: Company) => {
  const holders = await em.find(Shareholder, { company }, { fields: ['id', 'isCompany', 'nationalId', 'companyNumber'] });
  const numbers = (isCompany: boolean, pick: (holder: (typeof holders)[number]) => string | null | undefined) =>
    new Set(holders.filter((holder) => holder.isCompany === isCompany).flatMap((holder) => pick(holder) ?? []));
  return { existingNationalIds: numbers(false, (holder) => holder.nationalId), existingCompanyNumbers: numbers(true, (holder) => holder.companyNumber) };
};
