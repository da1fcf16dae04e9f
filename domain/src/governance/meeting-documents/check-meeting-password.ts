import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { ErrorCode } from '../../kernel/errors/error-codes';
import { verifyPassword } from '../../platform/auth/password-hash';
import { consumeRateLimit, type RateLimit } from '../../platform/rate-limits/consume-rate-limit';
import type { NoticeSending } from './notice-sending.entity';

/** Wrong meeting passwords one personal link takes in a window, from any address (each address is limited on its own by its routes). */
export const meetingPasswordAttemptsPerLink: RateLimit = { name: 'link.meeting-password', windowMs: 15 * 60_000, max: 10 };

/**
 * Checks a meeting password given on a personal link (`linkId`: the recipient the link names). Each attempt counts
 * against the link before the hash is checked, so parallel guesses count exactly; a right password takes its hit back.
 * Past the limit: 429 `auth.tooManyAttempts`, the password not checked. Counted on a connection of its own, so the
 * refused call's rollback does not take the wrong attempt back.
 */
export const checkMeetingPassword = async ({
  em,
  sending,
  linkId,
  password,
  codes,
}: {
  em: EntityManager;
  sending: NoticeSending;
  linkId: string;
  password: string | null;
  codes: { required: ErrorCode; wrong: ErrorCode };
}) => {
  if (!password) throw new DomainError(codes.required);
  const counter = em.fork();
  const attempt = { em: counter, limit: meetingPasswordAttemptsPerLink, subject: linkId };
  if ((await consumeRateLimit(attempt)) > meetingPasswordAttemptsPerLink.max) throw new DomainError('auth.tooManyAttempts');
  if (!(await verifyPassword(sending.passwordHash, password))) throw new DomainError(codes.wrong);
  await consumeRateLimit({ ...attempt, cost: -1 });
};
