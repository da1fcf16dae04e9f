import type { EntityManager } from '@mikro-orm/core';
import { boardRoleTypes } from '../access/access-types';
import type { User } from '../users/user.entity';
import { CompanyAccess } from '../companies/company-access.entity';
import { CompanyRole } from './company-role.entity';
import type { Company } from '../companies/company.entity';
import { grantCompanyAccess, revokeCompanyAccess } from '../companies/grant-company-access';

type Options = { em: EntityManager; actor: User; company: Company; user: User };

/**
 * Board access follows board roles: a user holding a board role in the company has BOARD_MEMBER access to it,
 * and loses it with their last board role. Call after the roles are flushed.
 */
export const syncBoardMemberAccess = async ({ em, actor, company, user }: Options) => {
  const holdsBoardRole = (await em.count(CompanyRole, { company, user, role: { $in: [...boardRoleTypes] } })) > 0;
  const access = await em.findOne(CompanyAccess, { company, user, accessType: 'BOARD_MEMBER' });
  if (holdsBoardRole && !access) await grantCompanyAccess({ em, actor, user, company, grant: { accessType: 'BOARD_MEMBER' } });
  if (!holdsBoardRole && access) await revokeCompanyAccess({ em, actor, access });
};
