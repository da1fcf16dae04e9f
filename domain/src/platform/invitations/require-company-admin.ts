import type { EntityManager } from '@mikro-orm/core';
import { resolveCompanyAccess } from '../access/resolve-company-access';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';

/** Only a company's ADMINs invite, re-address and revoke administrators (seed: platform core, section 6). */
export const requireCompanyAdmin = async (em: EntityManager, actor: User, organisationNumber: string): Promise<Company> =>
  (await resolveCompanyAccess({ em, user: actor, organisationNumber, policy: { accessTypes: ['ADMIN'] } })).company;
