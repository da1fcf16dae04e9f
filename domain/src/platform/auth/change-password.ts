import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { DomainError } from '../../kernel/errors/domain-error';
import { User } from '../users/user.entity';
import { createSession, type ClientInfo } from './create-session';
import { hashPassword, verifyPassword } from './password-hash';
import { Session } from './session.entity';

/** Changes the password, ends every session of the user, and returns a fresh one for the device that asked. */
export const changePassword = async ({
  em,
  userId,
  currentPassword,
  newPassword,
  client,
}: {
  em: EntityManager;
  userId: string;
  currentPassword: string;
  newPassword: string;
  client: ClientInfo;
}): Promise<{ token: string }> => {
  const user = await em.findOneOrFail(User, userId, { populate: ['passwordHash'] });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new DomainError('auth.invalidCredentials');
  const passwordHash = await hashPassword(newPassword);
  return em.transactional(async (tx) => {
    user.passwordHash = passwordHash;
    await tx.nativeDelete(Session, { user });
    recordAuditEvent({ em: tx, type: 'user.passwordChanged', actor: user });
    return { token: createSession({ em: tx, user, state: 'ACTIVE', client }).token };
  });
};
