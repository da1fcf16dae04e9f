import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { ShareClass } from './share-class.entity';

export const listShareClasses = (em: EntityManager, company: Company): Promise<ShareClass[]> =>
  em.find(ShareClass, { company }, { orderBy: { createdAt: 'asc' } });

/** The company a share class belongs to, for authorising calls that name only the class. */
export const findShareClassOrganisationNumber = async (em: EntityManager, id: string): Promise<string | null> =>
  (await em.findOne(ShareClass, { id }, { populate: ['company'] }))?.company.organisationNumber ?? null;
