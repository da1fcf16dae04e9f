import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../companies/company-access.entity';
import { revokeCompanyAccess } from '../companies/grant-company-access';
import type { User } from '../users/user.entity';
import type { TRevokeAllAdminAccess } from './invitation.schemas';
import { requireCompanyAdmin } from './require-company-admin';

/** `POST /portfolio/admins/revoke-all`: a user's ADMIN and CUSTOM access to each named company the actor administers. */
export const revokeAllAdminAccess = ({ em, actor, input }: { em: EntityManager; actor: User; input: TRevokeAllAdminAccess }) =>
  em.transactional(async (tx) => {
    let revoked = 0;
    for (const organisationNumber of new Set(input.orgNos)) {
      const company = await requireCompanyAdmin(tx, actor, organisationNumber);
      const accesses = await tx.find(CompanyAccess, { user: input.externalId, company, accessType: { $in: ['ADMIN', 'CUSTOM'] } }, { populate: ['user'] });
      for (const access of accesses) await revokeCompanyAccess({ em: tx, actor, access });
      revoked += accesses.length;
    }
    return { revoked };
  });
