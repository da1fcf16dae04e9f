import type { EntityManager } from '@mikro-orm/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Language } from '../../kernel/i18n/languages';
import { registerUser } from './register-user';
import type { TCreateUser } from './auth.schemas';
import { createSession, type ClientInfo } from './create-session';

/** Self-service sign-up: creates the user and signs them in. Terms are accepted on the first-login screen. */
export const createUserAccount = async ({
  em,
  input,
  language,
  client,
}: {
  em: EntityManager;
  input: TCreateUser;
  language: Language;
  client: ClientInfo;
}): Promise<{ token: string }> => {
  try {
    return await em.transactional(async (tx) => {
      const user = await registerUser({ em: tx, email: input.username, name: input.name, password: input.password, language });
      return { token: createSession({ em: tx, user, state: 'ACTIVE', client }).token };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw new DomainError('auth.usernameTaken');
    throw error;
  }
};
