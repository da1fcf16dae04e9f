import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { PasswordResetRequest } from './password-reset-request.entity';

/**
 * `POST /auth/login/password-reset-request`: writes one request row, and nothing else, whether or not an account has
 * the address, so the answer and its time tell nobody which addresses exist; the background job emails the link
 * (`issueRequestedPasswordResets`).
 */
export const requestPasswordReset = async ({ em, email, now = new Date() }: { em: EntityManager; email: string; now?: Date }): Promise<void> => {
  await em.insert(PasswordResetRequest, { id: randomUUID(), email, requestedAt: now });
};
