import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { ShareType } from './share-type.entity';

export const listShareTypes = (em: EntityManager, company: Company): Promise<ShareType[]> =>
  em.find(ShareType, { company }, { orderBy: { createdAt: 'asc' } });

/** The company a share class belongs to, for authorising calls that name only the class. */
export const findShareTypeOrganisationNumber = async (em: EntityManager, id: string): Promise<string | null> =>
  (await em.findOne(ShareType, { id }, { populate: ['company'] }))?.company.organisationNumber ?? null;
