import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { findPortfolioCustomRole } from './find-portfolio-custom-role';
import type { PortfolioScope } from './portfolio-scopes';
import type { PortfolioCustomRoleHolderDetail } from './portfolio-views';

/**
 * `GET /portfolio/{scope}/contacts/custom-role/{customRoleId}/details/{externalId}`: one holder of a role in the
 * viewer's administered companies, with the role's name and levels; someone not holding it there is `notFound`.
 */
export const findPortfolioCustomRoleHolder = async (options: { em: EntityManager; user: User; scope: PortfolioScope; customRoleId: string; externalId: string }): Promise<PortfolioCustomRoleHolderDetail> => {
  const { holders, ...role } = await findPortfolioCustomRole(options);
  const holder = holders.find(({ externalId }) => externalId === options.externalId);
  if (!holder) throw new DomainError('notFound');
  return { role, holder };
};
