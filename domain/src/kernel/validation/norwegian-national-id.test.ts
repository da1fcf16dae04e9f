// Sources: Skatteetaten, "Nytt fødselsnummer fra 2032" (folkeregisteret-api-dokumentasjon), with its worked
// numbers 02013299997, 30108299920 and 30108299939; Skatteetaten's individual-number/century table; the
// public test suite of NAV's fnrvalidator (navikt/fnrvalidator), whose numbers 13097248022, 29029648784,
// 29020075838, 15021951940, D-number 53097248016, H-number 13527248013 and Tenor synthetic numbers
// 10915596784 and 50846202355 are used here; fnrinfo.no on D- and H-numbers. The remaining numbers were
// computed with the published algorithm for made-up dates (no real person's number).
import { describe, expect, it } from 'vitest';
import {
  norwegianBirthNumberSchema,
  norwegianDNumberSchema,
  norwegianNationalIdError,
  norwegianNationalIdSchema,
  parseNorwegianNationalId,
} from './norwegian-national-id';

const production = { allowSyntheticTestNumbers: false };
const testEnvironment = { allowSyntheticTestNumbers: true };

describe('parseNorwegianNationalId', () => {
  it.each([
    ['13097248022', '1972-09-13'],
    ['29029648784', '1996-02-29'],
    ['29020075838', '2000-02-29'],
    ['15021951940', '2019-02-15'],
    ['17088512391', '1985-08-17'],
    ['23035451285', '1854-03-23'],
    ['31129949123', '1999-12-31'],
    ['01010050053', '2000-01-01'],
    ['12060356856', '2003-06-12'],
    ['01052012372', '1920-05-01'],
    ['02013299997', '2032-01-02'],
    ['30108299920', '1982-10-30'],
  ])('reads the birth number %s (born %s)', (value, birthDate) => {
    expect(parseNorwegianNationalId(value, production)).toEqual({ kind: 'birthNumber', synthetic: false, birthDate });
  });

  it('reads spaces between the groups', () => {
    expect(parseNorwegianNationalId('170885 12391', production)).toMatchObject({ birthDate: '1985-08-17' });
  });

  it.each([
    ['53097248016', '1972-09-13'],
    ['57088512385', '1985-08-17'],
    ['71129949117', '1999-12-31'],
    ['70108299914', '1982-10-30'],
  ])('reads the D-number %s (day + 40, born %s)', (value, birthDate) => {
    expect(parseNorwegianNationalId(value, production)).toEqual({ kind: 'dNumber', synthetic: false, birthDate });
  });

  it.each([
    ['13527248013', '1972-12-13'],
    ['17488512374', '1985-08-17'],
  ])('reads the H-number %s (month + 40, born %s)', (value, birthDate) => {
    expect(parseNorwegianNationalId(value, production)).toEqual({ kind: 'hNumber', synthetic: false, birthDate });
  });

  describe('numbers issued from 2032', () => {
    it.each([
      ['30108299939', 1],
      ['17088512308', 2],
      ['17088512316', 3],
      ['23035451293', 1],
      ['31129949158', 3],
      ['57088512393', 1],
      ['41118512306', 1],
      ['41118512322', 3],
    ])('accepts %s (first control remainder %i) without a known century', (value) => {
      expect(parseNorwegianNationalId(value, production)).toMatchObject({ birthDate: null });
    });

    it('accepts an individual number outside the old table, the century unknown', () => {
      expect(parseNorwegianNationalId('01016080000', production)).toEqual({ kind: 'birthNumber', synthetic: false, birthDate: null });
    });

    it('accepts 29 February when another century makes it a leap day', () => {
      expect(parseNorwegianNationalId('29020010027', production)).toEqual({ kind: 'birthNumber', synthetic: false, birthDate: null });
    });
  });

  describe('Tenor synthetic test numbers (month + 80)', () => {
    it.each([
      ['10915596784', 'birthNumber', '1955-11-10'],
      ['17888512357', 'birthNumber', '1985-08-17'],
      ['50846202355', 'dNumber', '1962-04-10'],
      ['57928512349', 'dNumber', '1985-12-17'],
    ])('accepts %s as a %s born %s only in a test environment', (value, kind, birthDate) => {
      expect(parseNorwegianNationalId(value, production)).toBeNull();
      expect(parseNorwegianNationalId(value, testEnvironment)).toEqual({ kind, synthetic: true, birthDate });
    });
  });

  it.each([
    ['13097248032', 'first control digit wrong (NAV)'],
    ['13097248023', 'second control digit wrong (NAV)'],
    ['02013299987', 'first control digit wrong (NAV, 2032 rule)'],
    ['02013299996', 'second control digit wrong (NAV, 2032 rule)'],
    ['17088512392', 'second control digit off by one'],
    ['17088512381', 'first control digit leaves remainder 4 or more'],
    ['17088521391', 'two digits swapped'],
    ['29020150007', '29 February 2001'],
    ['30029940076', '30 February'],
    ['32018512318', 'day 32'],
    ['01138512394', 'month 13'],
    ['40018512310', 'D-number of day 0'],
    ['68467038838', 'D-number and H-number at once'],
    ['00000000000', 'all zeros'],
    ['1708851239', 'ten digits'],
    ['170885123911', 'twelve digits'],
    ['1708851239a', 'a letter'],
    ['17.08.85-12391', 'punctuation'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(parseNorwegianNationalId(value, testEnvironment)).toBeNull();
  });
});

describe('schemas', () => {
  const messageOf = (schema: ReturnType<typeof norwegianNationalIdSchema>, value: string) => schema.safeParse(value).error?.issues[0]?.message;

  it('checks birth numbers with invalidSocialSecurityNumber', () => {
    const schema = norwegianBirthNumberSchema(production);
    expect(schema.parse(' 170885 12391 ')).toBe('17088512391');
    for (const value of ['17088512392', '57088512385', '17488512374', '17888512357', 'abc'])
      expect(messageOf(schema, value)).toBe('invalidSocialSecurityNumber');
  });

  it('checks D-numbers with invalidDnr', () => {
    const schema = norwegianDNumberSchema(production);
    expect(schema.parse('57088512385')).toBe('57088512385');
    for (const value of ['57088512386', '17088512391', '50846202355']) expect(messageOf(schema, value)).toBe('invalidDnr');
    expect(norwegianDNumberSchema(testEnvironment).parse('50846202355')).toBe('50846202355');
  });

  it('checks national identity numbers (birth or D-number) with invalidNorwegianNationalId', () => {
    const schema = norwegianNationalIdSchema(production);
    expect(schema.parse('17088512391')).toBe('17088512391');
    expect(schema.parse('57088512385')).toBe('57088512385');
    for (const value of ['17488512374', '17088512392', '123']) expect(messageOf(schema, value)).toBe('invalidNorwegianNationalId');
  });

  it('gives the key outside zod', () => {
    expect(norwegianNationalIdError('17088512391', production)).toBeNull();
    expect(norwegianNationalIdError('17888512357', production)).toBe('invalidNorwegianNationalId');
    expect(norwegianNationalIdError('17888512357', testEnvironment)).toBeNull();
  });
});
