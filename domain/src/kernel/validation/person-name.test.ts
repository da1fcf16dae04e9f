// Rule: seed (platform core) section 5 — at least two words, else settings.error.illegalName; other forms
// give invalidPersonNameFormat. Names: common Norwegian and Swedish names (SSB and SCB name statistics),
// with compound, accented and apostrophe forms.
import { describe, expect, it } from 'vitest';
import { ZPersonNameSchema } from './person-name';

const messageOf = (value: string) => ZPersonNameSchema.safeParse(value).error?.issues[0]?.message;

describe('ZPersonNameSchema', () => {
  it.each([
    'Kari Nordmann',
    'Ola Nordmann',
    'Anna Andersson',
    'Lars Erik Johansson',
    'Kari Nordmann-Ås',
    'Ståle Ødegård',
    'Åsa Öberg',
    "Seán O'Brien",
    'Anne-Marie Lie Berg',
    'J. R. Tolkien',
    'Nguyễn Văn An',
    'Ævar Æsbjørnsen',
  ])('accepts %s', (value) => {
    expect(messageOf(value)).toBeUndefined();
  });

  it.each(['Kari', ' Kari ', '', '   ', 'Nordmann-Ås'])('refuses %j with settings.error.illegalName', (value) => {
    expect(messageOf(value)).toBe('settings.error.illegalName');
  });

  it.each(['Kari N0rdmann', 'Kari Nordmann!', 'Kari @Nordmann', 'Kari Nordmann 2', 'Kari --'])(
    'refuses %j with invalidPersonNameFormat',
    (value) => {
      expect(messageOf(value)).toBe('invalidPersonNameFormat');
    },
  );

  it('collapses whitespace', () => {
    expect(ZPersonNameSchema.parse('  Kari \t Nordmann  ')).toBe('Kari Nordmann');
  });
});
