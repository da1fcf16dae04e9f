import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { TActor } from '../../platform/company-roles/actor.schemas';
import { ShareholderTotal } from '../read-model/shareholder-total.entity';
import { birthDateOrOrganisationNumber, shareholderDisplayName, shareholderPhone } from './shareholder-display';

/** The actor selector's shareholder tab: the company's current shareholders (with shares), by name. */
export const findShareholderActors = async ({ em, company }: { em: EntityManager; company: Company }): Promise<TActor[]> => {
  const totals = await em.find(ShareholderTotal, { company, shares: { $gt: 0n } }, { populate: ['shareholder'] });
  return totals
    .map(({ shareholder: holder }) => ({
      reference: holder.id,
      name: shareholderDisplayName(holder) ?? '',
      isCompany: holder.isCompany,
      companyNumber: holder.companyNumber ?? null,
      socialSecurityNumber: null,
      birthDateOrOrganisationNumber: birthDateOrOrganisationNumber(holder),
      nationality: holder.nationality ?? null,
      email: holder.email ?? null,
      phoneNumber: shareholderPhone(holder),
      type: 'SHAREHOLDER' as const,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nb'));
};
