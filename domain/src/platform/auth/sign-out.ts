import type { EntityManager } from '@mikro-orm/core';
import { hashToken } from './secrets';
import { Session } from './session.entity';

export const signOut = async ({ em, token }: { em: EntityManager; token: string }): Promise<void> => {
  await em.nativeDelete(Session, { tokenHash: hashToken(token) });
};

/** Ends every session of a user: on password change, password reset and removal of access. */
export const revokeUserSessions = async ({ em, userId }: { em: EntityManager; userId: string }): Promise<void> => {
  await em.nativeDelete(Session, { user: userId });
};
