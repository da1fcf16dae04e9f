// Rule: seed (platform core) section 5. Examples: the valid and invalid addresses listed in Wikipedia's
// "Email address" article (local part and domain forms), limited to what a sign-up form should take.
import { describe, expect, it } from 'vitest';
import { isEmail, ZEmailSchema } from './email';

const messageOf = (value: string) => ZEmailSchema.safeParse(value).error?.issues[0]?.message;

describe('ZEmailSchema', () => {
  it.each([
    'kari.nordmann@example.no',
    'simple@example.com',
    'very.common@example.com',
    'x@example.com',
    'long.email-address-with-hyphens@and.subdomains.example.com',
    'user.name+tag+sorting@example.com',
    'user-@example.org',
    'ola_nordmann@firma.co.uk',
    'post@aksjeselskap123.no',
  ])('accepts %s', (value) => {
    expect(messageOf(value)).toBeUndefined();
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    'kari',
    'kari@',
    '@example.no',
    'kari@example',
    'kari nordmann@example.no',
    'abc.example.com',
    'a@b@c@example.com',
    'just"not"right@example.com',
    'kari@example..no',
    '.kari@example.no',
    'kari.@example.no',
    'kari..nordmann@example.no',
  ])('refuses %s with email-field.invalid-email', (value) => {
    expect(messageOf(value)).toBe('email-field.invalid-email');
  });

  it('lets a blank value pass', () => {
    expect(ZEmailSchema.parse('')).toBe('');
    expect(ZEmailSchema.parse('   ')).toBe('');
  });

  it('trims and lower-cases what it accepts', () => {
    expect(ZEmailSchema.parse('  Kari.Nordmann@Example.NO ')).toBe('kari.nordmann@example.no');
  });
});

describe('an address past every email column', () => {
  it('is refused with the length key, not stored to fail in the database', () => {
    expect(messageOf(`${'a'.repeat(3_000)}@example.no`)).toBe('maxStringLength');
    expect(messageOf(`${'a'.repeat(300)}@example.no`)).toBeUndefined();
  });
});
