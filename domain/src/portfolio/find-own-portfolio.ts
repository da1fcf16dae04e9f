import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../errors/domain-error';
import type { User } from '../user/user.entity';
import { Portfolio } from './portfolio.entity';

/** One of the user's own portfolios; anyone else's answers as unknown, so its existence does not leak. */
export const findOwnPortfolio = async (em: EntityManager, user: User, id: string): Promise<Portfolio> => {
  const portfolio = await em.findOne(Portfolio, { id, createdBy: user });
  if (!portfolio) throw new DomainError('portfolio.notFound');
  return portfolio;
};
