import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { Portfolio } from './portfolio.entity';

/** One of the user's own portfolios; anyone else's, like a malformed id, answers as unknown, so nothing leaks. */
export const findOwnPortfolio = async (em: EntityManager, user: User, id: string): Promise<Portfolio> => {
  const portfolio = z.uuid().safeParse(id).success ? await em.findOne(Portfolio, { id, createdBy: user }) : null;
  if (!portfolio) throw new DomainError('portfolio.notFound');
  return portfolio;
};
