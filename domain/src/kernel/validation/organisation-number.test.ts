// Sources: Brønnøysundregistrene's organisation number check (modulus 11, weights 3,2,7,6,5,4,3,2) and the
// public Enhetsregisteret entries Equinor ASA 923609016, Brønnøysundregistrene 974760673, Skatteetaten
// 974761076, Arbeids- og velferdsetaten (NAV) 889640782, DNB Bank ASA 984851006, Telenor ASA 982463718,
// Statistisk sentralbyrå 971526920. Swedish: Skatteverket and Bolagsverket on organisationsnummer (ten
// digits, Luhn check digit, third digit at least 2, the 16 prefix of the twelve-digit form), and the public
// numbers AB Volvo 556012-5790, Telefonaktiebolaget LM Ericsson 556016-0680, H & M Hennes & Mauritz AB
// 556042-7220, Spotify AB 556703-7485, Skatteverket 202100-5448 and 556036-0793. Invalid variants change
// or swap one digit.
import { describe, expect, it } from 'vitest';
import {
  isNorwegianOrganisationNumber,
  isSwedishOrganisationNumber,
  normaliseSwedishOrganisationNumber,
  ZNorwegianOrganisationNumberSchema,
  ZOrganisationNumberSchema,
  ZSwedishOrganisationNumberSchema,
} from './organisation-number';

describe('isNorwegianOrganisationNumber', () => {
  it.each(['923609016', '974760673', '974761076', '889640782', '984851006', '982463718', '971526920', '923 609 016', '910000020'])(
    'accepts %s',
    (value) => {
      expect(isNorwegianOrganisationNumber(value)).toBe(true);
    },
  );

  it.each([
    ['923609017', 'control digit changed'],
    ['974760674', 'control digit changed'],
    ['932609016', 'two digits swapped'],
    ['889640783', 'control digit changed'],
    ['92360901', 'eight digits'],
    ['9236090160', 'ten digits'],
    ['A23609016', 'a letter'],
    ['923-609-016', 'hyphens'],
    ['NO923609016', 'a country prefix'],
    ['123456789', 'control digit wrong'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(isNorwegianOrganisationNumber(value)).toBe(false);
  });

  it('has no valid control digit when the remainder is 1', () => {
    for (let control = 0; control <= 9; control++) expect(isNorwegianOrganisationNumber(`91000008${control}`)).toBe(false);
  });
});

describe('normaliseSwedishOrganisationNumber', () => {
  it.each([
    ['556012-5790', '5560125790'],
    ['556016-0680', '5560160680'],
    ['5560427220', '5560427220'],
    ['556703-7485', '5567037485'],
    ['202100-5448', '2021005448'],
    ['556036-0793', '5560360793'],
    ['16556016-0680', '5560160680'],
    ['165560160680', '5560160680'],
    ['SE5560160680', '5560160680'],
    ['se556016-0680', '5560160680'],
    [' 556016 0680 ', '5560160680'],
  ])('reads %j as %s', (value, digits) => {
    expect(normaliseSwedishOrganisationNumber(value)).toBe(digits);
  });

  it.each([
    ['556016-0681', 'check digit changed'],
    ['556061-0680', 'two digits swapped'],
    ['556012-5791', 'check digit changed'],
    ['811218-9876', 'a personnummer: third digit below 2'],
    ['550101-1232', 'third digit 0, check digit valid'],
    ['55601606', 'eight digits'],
    ['5560160680-1', 'trailing digit'],
    ['175560160680', 'a prefix other than 16'],
    ['SE556016068001', 'a VAT number'],
    ['NO923609016', 'Norwegian'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(normaliseSwedishOrganisationNumber(value)).toBeNull();
  });
});

describe('isSwedishOrganisationNumber', () => {
  it('is true when the stored number starts with SE', () => {
    expect(isSwedishOrganisationNumber('SE5560360793')).toBe(true);
    expect(isSwedishOrganisationNumber('se5560360793')).toBe(true);
    expect(isSwedishOrganisationNumber('923609016')).toBe(false);
    expect(isSwedishOrganisationNumber('5560360793')).toBe(false);
  });
});

describe('schemas', () => {
  it('output the stored form', () => {
    expect(ZNorwegianOrganisationNumberSchema.parse('923 609 016')).toBe('923609016');
    expect(ZSwedishOrganisationNumberSchema.parse('556036-0793')).toBe('SE5560360793');
    expect(ZOrganisationNumberSchema.parse('SE556036-0793')).toBe('SE5560360793');
    expect(ZOrganisationNumberSchema.parse('974760673')).toBe('974760673');
  });

  it('answer the seed keys', () => {
    const messageOf = (schema: typeof ZOrganisationNumberSchema, value: string) => schema.safeParse(value).error?.issues[0]?.message;
    expect(messageOf(ZNorwegianOrganisationNumberSchema, '923609017')).toBe('invalidOrganisationNumber');
    expect(messageOf(ZSwedishOrganisationNumberSchema, '556036-0794')).toBe('invalidSwedishOrganisationNumber');
    expect(messageOf(ZOrganisationNumberSchema, 'SE5560360794')).toBe('invalidSwedishOrganisationNumber');
    expect(messageOf(ZOrganisationNumberSchema, '5560360793')).toBe('invalidOrganisationNumber');
  });
});
