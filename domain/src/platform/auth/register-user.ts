import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { hashPassword } from './password-hash';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Language } from '../../kernel/i18n/languages';
import { User } from '../users/user.entity';

type Options = {
  em: EntityManager;
  email: string;
  name: string;
  password: string;
  language: Language;
  acceptedTerms?: boolean;
  superAdmin?: boolean;
};

/** Creates a user with a password, inside the caller's transaction. */
export const registerUser = async ({ em, email, name, password, language, acceptedTerms = false, superAdmin = false }: Options): Promise<User> => {
  if (await em.count(User, { email })) throw new DomainError('auth.usernameTaken');
  const user = em.create(User, { email, name, passwordHash: await hashPassword(password), language, acceptedTerms, superAdmin });
  recordAuditEvent({ em, type: 'user.created', actor: user, after: { email, name } });
  return user;
};
