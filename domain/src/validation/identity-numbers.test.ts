// Sources: the algorithms of Skatteetaten (fødselsnummer, D-number, H-number, the 2032 control-digit rule
// "Nye fødselsnummer fra 2032"; Tenor synthetic test numbers with month + 80), Brønnøysundregistrene
// (organisation number modulus 11) and Skatteverket (personnummer SKV 704, samordningsnummer).
// Organisation numbers are public: Brønnøysundregistrene 974760673, Equinor ASA 923609016, Skatteetaten
// 974761076, NAV 889640782; Swedish: Volvo AB 556012-5790, Telefonaktiebolaget LM Ericsson 556016-0680,
// Skatteverket 202100-5489. Personnummer 811218-9876 and samordningsnummer 701063-2391 are Skatteverket's
// and Wikipedia's published examples. The Norwegian person numbers were computed with the published
// algorithm (no real person's number).
import { describe, expect, it } from 'vitest';
import { norwegianNationalIdError, parseNorwegianNationalId } from './norwegian-national-id';
import { isNorwegianOrganisationNumber, normaliseSwedishOrganisationNumber } from './organisation-number';
import { parseSwedishPersonalNumber } from './swedish-personal-number';

const production = { allowSyntheticTestNumbers: false };
const testEnvironment = { allowSyntheticTestNumbers: true };

describe('Norwegian national identity numbers', () => {
  it.each([
    ['17088512391', '1985-08-17'],
    ['29029645637', '1996-02-29'],
    ['01018001353', '1980-01-01'],
    ['31129949980', '1999-12-31'],
    ['23035458859', '1854-03-23'],
    ['12127591251', '1975-12-12'],
  ])('accepts the birth number %s (born %s)', (value, birthDate) => {
    expect(parseNorwegianNationalId(value, production)).toEqual({ kind: 'birthNumber', synthetic: false, birthDate });
  });

  it('accepts D-numbers (day + 40) and H-numbers (month + 40)', () => {
    expect(parseNorwegianNationalId('57088512385', production)).toMatchObject({ kind: 'dNumber', birthDate: '1985-08-17' });
    expect(parseNorwegianNationalId('41018001347', production)).toMatchObject({ kind: 'dNumber', birthDate: '1980-01-01' });
    expect(parseNorwegianNationalId('17488512374', production)).toMatchObject({ kind: 'hNumber', birthDate: '1985-08-17' });
    expect(parseNorwegianNationalId('01518001384', production)).toMatchObject({ kind: 'hNumber', birthDate: '1980-11-01' });
  });

  it('accepts numbers issued under the 2032 rule (first control remainder 1, 2 or 3)', () => {
    for (const value of ['17088512480', '29029645734', '01018001469'])
      expect(parseNorwegianNationalId(value, production)).toMatchObject({ kind: 'birthNumber' });
  });

  it('accepts synthetic test numbers (month + 80) only in a test environment', () => {
    for (const value of ['17888512357', '01928001357']) {
      expect(parseNorwegianNationalId(value, production)).toBeNull();
      expect(parseNorwegianNationalId(value, testEnvironment)).toMatchObject({ synthetic: true });
    }
  });

  it.each([
    ['17088512392', 'wrong second control digit'],
    ['17088512301', 'wrong first control digit'],
    ['30029645637', 'no 30 February'],
    ['1708851239', 'ten digits'],
    ['1708851239a', 'a letter'],
    ['00000000000', 'day zero'],
  ])('refuses %s (%s)', (value) => {
    expect(parseNorwegianNationalId(value, testEnvironment)).toBeNull();
  });

  it('names the right message key', () => {
    expect(norwegianNationalIdError('17088512391', production)).toBeNull();
    expect(norwegianNationalIdError('57088512386', production)).toBe('invalidDnr');
    expect(norwegianNationalIdError('17088512392', production)).toBe('invalidSocialSecurityNumber');
    expect(norwegianNationalIdError('123', production)).toBe('invalidNorwegianNationalId');
  });
});

describe('organisation numbers', () => {
  it.each(['974760673', '923609016', '974761076', '889640782', '928471632', '931754289'])('accepts the Norwegian %s', (value) =>
    expect(isNorwegianOrganisationNumber(value)).toBe(true),
  );
  it.each(['974760674', '92360901', '9236090160', 'A23609016', '123456789'])('refuses the Norwegian %s', (value) =>
    expect(isNorwegianOrganisationNumber(value)).toBe(false),
  );
  it('accepts Swedish numbers with a hyphen, the 16 prefix or the SE prefix', () => {
    expect(normaliseSwedishOrganisationNumber('556012-5790')).toBe('5560125790');
    expect(normaliseSwedishOrganisationNumber('556016-0680')).toBe('5560160680');
    expect(normaliseSwedishOrganisationNumber('202100-5489')).toBe('2021005489');
    expect(normaliseSwedishOrganisationNumber('165560125790')).toBe('5560125790');
    expect(normaliseSwedishOrganisationNumber('SE5592173842')).toBe('5592173842');
  });
  it('refuses Swedish numbers with a bad check digit or a person-like third digit', () => {
    expect(normaliseSwedishOrganisationNumber('556012-5791')).toBeNull();
    expect(normaliseSwedishOrganisationNumber('811218-9876')).toBeNull();
    expect(normaliseSwedishOrganisationNumber('55601257')).toBeNull();
  });
});

describe('Swedish personnummer', () => {
  const today = new Date('2026-11-22');
  it('reads the 10- and 12-digit forms', () => {
    expect(parseSwedishPersonalNumber('811218-9876', today)).toEqual({ canonical: '198112189876', coordinationNumber: false, birthDate: '1981-12-18' });
    expect(parseSwedishPersonalNumber('198112189876', today)?.canonical).toBe('198112189876');
    expect(parseSwedishPersonalNumber('8112189876', today)?.canonical).toBe('198112189876');
  });
  it('reads + as 100 years or older', () => {
    expect(parseSwedishPersonalNumber('121212-1212', today)?.birthDate).toBe('2012-12-12');
    expect(parseSwedishPersonalNumber('121212+1212', today)?.birthDate).toBe('1912-12-12');
  });
  it('reads samordningsnummer (day + 60)', () => {
    expect(parseSwedishPersonalNumber('701063-2391', today)).toMatchObject({ coordinationNumber: true, birthDate: '1970-10-03' });
  });
  it.each(['811218-9877', '811318-9876', '19811218+9876', '81121-9876', 'abcdef-ghij'])('refuses %s', (value) =>
    expect(parseSwedishPersonalNumber(value, today)).toBeNull(),
  );
});

describe('Norwegian century rules', () => {
  it('refuses an individual number from an unused range (750-899 for years 40-99)', () => {
    expect(parseNorwegianNationalId('23035478965', { allowSyntheticTestNumbers: true })).toBeNull();
  });
});
