import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';

/**
 * The address the user has proven (code, link or password reset), lower-case; null while unproven. Whatever is
 * addressed to an email (signing requests, login-access notices, invitation requests, shareholder records) is the
 * user's only through this.
 */
export const verifiedEmailOf = (user: Pick<User, 'email' | 'emailVerified'>): string | null => (user.emailVerified ? user.email.toLowerCase() : null);

/** The user's proven address; an unproven one is 403 `auth.emailNotVerified`, so the screen can ask for the code. */
export const requireVerifiedEmail = (user: Pick<User, 'email' | 'emailVerified'>): string => {
  const email = verifiedEmailOf(user);
  if (!email) throw new DomainError('auth.emailNotVerified');
  return email;
};

/**
 * Whether `address` is the user's own. An account whose unproven email is that address is refused with
 * `auth.emailNotVerified` rather than told it is someone else: it may well be the owner, who must verify first.
 */
export const isOwnVerifiedEmail = (user: Pick<User, 'email' | 'emailVerified'>, address: string | null | undefined): boolean => {
  if (!address || user.email.toLowerCase() !== address.toLowerCase()) return false;
  requireVerifiedEmail(user);
  return true;
};
