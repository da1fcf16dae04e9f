import type { EntityManager } from '@mikro-orm/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { queueEmail } from '../email/queue-email';
import type { Language } from '../../kernel/i18n/languages';
import { User } from '../users/user.entity';
import { registerUser } from './register-user';
import type { TCreateUser } from './auth.schemas';
import { hashPassword } from './password-hash';

/**
 * Self-service sign-up. The answer is the same whether the address is free or taken, so sign-up does not tell who has
 * an account: a new user is created and emailed a welcome with the sign-in link, and signs in with the chosen password;
 * for a taken address the owner is emailed instead (someone tried; sign in or reset the password) and nothing changes.
 * Both cost one password hash. Terms are accepted on the first-login screen.
 */
export const createUserAccount = async ({ em, input, language, appUrl }: { em: EntityManager; input: TCreateUser; language: Language; appUrl: string }): Promise<void> => {
  const link = `${appUrl}/login`;
  const tellOwner = async () => {
    await hashPassword(input.password);
    await em.transactional(async (tx) => {
      const owner = await tx.findOne(User, { email: input.username });
      if (owner) queueEmail({ em: tx, to: owner.email, language: owner.language, template: 'signUpExistingAccount', params: { name: owner.name, link } });
    });
  };
  if (await em.count(User, { email: input.username })) return tellOwner();
  try {
    await em.transactional(async (tx) => {
      const user = await registerUser({ em: tx, email: input.username, name: input.name, password: input.password, language });
      queueEmail({ em: tx, to: user.email, language, template: 'signUpWelcome', params: { name: user.name, link } });
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, and the loser is told as a taken address.
    if (error instanceof UniqueConstraintViolationException) return tellOwner();
    throw error;
  }
};
