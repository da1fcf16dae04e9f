import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { ErrorCode } from '../../kernel/errors/error-codes';
import { verifyPassword } from '../../platform/auth/password-hash';
import { consumeRateLimit, rateLimitHits, type RateLimit } from '../../platform/rate-limits/consume-rate-limit';
import type { NoticeSending } from './notice-sending.entity';

/** Wrong meeting passwords one personal link takes in a window, from any address (each address is limited on its own by its routes). */
export const meetingPasswordAttemptsPerLink: RateLimit = { name: 'link.meeting-password', windowMs: 15 * 60_000, max: 10 };

/**
 * Checks a meeting password given on a personal link (`linkId`: the recipient the link names). Only wrong passwords
 * count, so a reader's many parallel requests with the right one are never refused; once the link has taken the
 * limit's wrong ones, every attempt is 429 `auth.tooManyAttempts`, the password not checked. Guesses in flight together
 * may pass the limit by their number, and all count. Counted on a connection of its own, so the refused call's
 * rollback does not take the wrong attempt back.
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
  const wrongAttempts = { em: em.fork(), limit: meetingPasswordAttemptsPerLink, subject: linkId };
  if ((await rateLimitHits(wrongAttempts)) >= meetingPasswordAttemptsPerLink.max) throw new DomainError('auth.tooManyAttempts');
  if (await verifyPassword(sending.passwordHash, password)) return;
  await consumeRateLimit(wrongAttempts);
  throw new DomainError(codes.wrong);
};
