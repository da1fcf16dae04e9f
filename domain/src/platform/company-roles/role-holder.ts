import type { EntityManager } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** The user a role's email belongs to, if any (sign-in names are stored lower-case). */
export const findRoleHolder = (em: EntityManager, email: string | null): Promise<User | null> =>
  email ? em.findOne(User, { email: email.toLowerCase() }) : Promise.resolve(null);
