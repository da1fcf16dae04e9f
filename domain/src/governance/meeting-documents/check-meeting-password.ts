import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { ErrorCode } from '../../collected/error-codes';
import { verifyPassword } from '../../platform/auth/password-hash';
import { consumeRateLimit, rateLimitHits, type RateLimit } from '../../platform/rate-limits/consume-rate-limit';
import type { NoticeSending } from './notice-sending.entity';

/** Wrong meeting passwords one personal link takes in a window, from any address (each address is limited on its own by its routes). */
export const meetingPasswordAttemptsPerLink: RateLimit = { name: 'link.meeting-password', windowMs: 15 * 60_000, max: 10 };

/** A wrong meeting password, naming the link it was given on, so it is counted once the refused call has rolled back. */
export class WrongMeetingPassword extends DomainError {
  constructor(
    code: ErrorCode,
    readonly linkId: string,
  ) {
    super(code);
  }
}

/**
 * Checks a meeting password given on a personal link (`linkId`: the recipient the link names). Once the link has taken
 * the limit's wrong passwords, every attempt is 429 `auth.tooManyAttempts`, the password not checked; a right one is
 * never counted, so a reader's parallel requests are never refused. A wrong one is refused with `WrongMeetingPassword`,
 * which the caller counts with `countWrongMeetingPassword` after its transaction: counting inside it would roll back,
 * and a second connection per request could wait forever on a pool its own transactions hold.
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
  if ((await rateLimitHits({ em, limit: meetingPasswordAttemptsPerLink, subject: linkId })) >= meetingPasswordAttemptsPerLink.max) throw new DomainError('auth.tooManyAttempts');
  if (!(await verifyPassword(sending.passwordHash, password))) throw new WrongMeetingPassword(codes.wrong, linkId);
};

/** Counts a refused wrong meeting password against its link (on an entity manager outside the refused transaction). */
export const countWrongMeetingPassword = async ({ em, error }: { em: EntityManager; error: WrongMeetingPassword }) => {
  await consumeRateLimit({ em, limit: meetingPasswordAttemptsPerLink, subject: error.linkId });
};
