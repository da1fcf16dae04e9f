// Rule: seed (platform core) section 5 — must parse, else phone-number.invalid-number; calling code must be
// known, else phone-number.invalid-country-code; default calling code 47. Numbers: Nkom's Norwegian
// numbering plan (8 digits; mobile 4xx/9xx, fixed 2x-7x), PTS's Swedish plan (mobile 07x, Stockholm 08),
// ITU-T E.164 calling codes, and the fictional ranges Ofcom (UK 020 7946 0xxx) and NANPA (555-01xx) reserve
// for examples.
import { describe, expect, it } from 'vitest';
import { parsePhone, ZPhoneSchema } from './phone';

describe('parsePhone', () => {
  it.each([
    ['41 23 45 67', '+4741234567', '+47', '41234567'],
    ['412 34 567', '+4741234567', '+47', '41234567'],
    ['91234567', '+4791234567', '+47', '91234567'],
    ['22 22 22 22', '+4722222222', '+47', '22222222'],
    ['+47 22 22 22 22', '+4722222222', '+47', '22222222'],
    ['004741234567', '+4741234567', '+47', '41234567'],
    ['+46 70 123 45 67', '+46701234567', '+46', '701234567'],
    ['0046 8 123 456 78', '+46812345678', '+46', '812345678'],
    ['+45 32 12 34 56', '+4532123456', '+45', '32123456'],
    ['+44 20 7946 0958', '+442079460958', '+44', '2079460958'],
    ['+1 202 555 0123', '+12025550123', '+1', '2025550123'],
    ['(+47) 412-34-567', '+4741234567', '+47', '41234567'],
  ])('reads %j', (input, e164, countryCode, national) => {
    expect(parsePhone(input)).toEqual({ e164, countryCode, national });
  });

  it('uses another default calling code when given one', () => {
    expect(parsePhone('70 123 45 67', '46')).toMatchObject({ e164: '+46701234567' });
  });

  it.each(['+999 123 456', '+000 41234567', '00999123456', '+28 12345678'])('refuses %j: unknown calling code', (input) => {
    expect(parsePhone(input)).toEqual({ error: 'phone-number.invalid-country-code' });
  });

  it.each(['', '123', '4123456', '412345678', '12345678', 'abc', '+47 123', '+46 70 123', '070-123 45 67'])(
    'refuses %j: not a valid number',
    (input) => {
      expect(parsePhone(input)).toEqual({ error: 'phone-number.invalid-number' });
    },
  );
});

describe('ZPhoneSchema', () => {
  it('outputs E.164', () => {
    expect(ZPhoneSchema.parse('412 34 567')).toBe('+4741234567');
  });

  it('answers the seed keys', () => {
    expect(ZPhoneSchema.safeParse('123').error?.issues[0]?.message).toBe('phone-number.invalid-number');
    expect(ZPhoneSchema.safeParse('+999 123').error?.issues[0]?.message).toBe('phone-number.invalid-country-code');
  });
});
