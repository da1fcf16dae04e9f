import { describe, expect, it } from 'vitest';
import { DomainError } from '../../kernel/errors/domain-error';
import { isOwnVerifiedEmail, requireVerifiedEmail, verifiedEmailOf } from './verified-email';

const proven = { email: 'Kari@Example.no', emailVerified: true };
const unproven = { email: 'kari@example.no', emailVerified: false };

describe('what is addressed to an email is the user’s only once the address is proven', () => {
  it('gives the proven address, lower-case, and none while unproven', () => {
    expect(verifiedEmailOf(proven)).toBe('kari@example.no');
    expect(verifiedEmailOf(unproven)).toBeNull();
    expect(requireVerifiedEmail(proven)).toBe('kari@example.no');
    expect(() => requireVerifiedEmail(unproven)).toThrow(new DomainError('auth.emailNotVerified'));
  });

  it('matches a recipient’s address in any case; an unproven account with that address is told to verify, another address is simply not the user’s', () => {
    expect(isOwnVerifiedEmail(proven, 'kari@EXAMPLE.no')).toBe(true);
    expect(isOwnVerifiedEmail(proven, 'per@example.no')).toBe(false);
    expect(isOwnVerifiedEmail(proven, null)).toBe(false);
    expect(() => isOwnVerifiedEmail(unproven, 'KARI@example.no')).toThrow(new DomainError('auth.emailNotVerified'));
    expect(isOwnVerifiedEmail(unproven, 'per@example.no')).toBe(false);
  });
});
