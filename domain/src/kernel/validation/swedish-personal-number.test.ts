// Sources: Skatteverket, "Personnummer" (SKV 704) — the forms YYMMDD-NNNC and YYYYMMDDNNNC, `+` from the
// year someone turns 100, the Luhn check digit, its worked example 640823-3234, and samordningsnummer
// (day + 60) with its example 701063-2391; Wikipedia, "Personnummer i Sverige", example 811218-9876;
// Skatteverket's published test personnummer 189001019802 and 189102279800, and its test person
// Tolvan Tolvansson 121212-1212. Invalid variants change one digit, or have a valid check digit computed
// for an impossible date.
import { describe, expect, it } from 'vitest';
import { normaliseSwedishPersonalNumber, parseSwedishPersonalNumber, ZSwedishPersonalNumberSchema } from './swedish-personal-number';

const today = new Date(2026, 10, 22);

describe('parseSwedishPersonalNumber', () => {
  it.each([
    ['811218-9876', '198112189876', '1981-12-18'],
    ['8112189876', '198112189876', '1981-12-18'],
    ['19811218-9876', '198112189876', '1981-12-18'],
    ['198112189876', '198112189876', '1981-12-18'],
    ['811218 9876', '198112189876', '1981-12-18'],
    ['640823-3234', '196408233234', '1964-08-23'],
    ['121212-1212', '201212121212', '2012-12-12'],
    ['121212+1212', '191212121212', '1912-12-12'],
    ['19121212-1212', '191212121212', '1912-12-12'],
    ['189001019802', '189001019802', '1890-01-01'],
    ['900101+9802', '189001019802', '1890-01-01'],
    ['900101-9802', '199001019802', '1990-01-01'],
    ['189102279800', '189102279800', '1891-02-27'],
    ['000229-2399', '200002292399', '2000-02-29'],
    ['960229-1230', '199602291230', '1996-02-29'],
    ['040229-1231', '200402291231', '2004-02-29'],
  ])('reads the personnummer %s as %s (born %s)', (value, canonical, birthDate) => {
    expect(parseSwedishPersonalNumber(value, today)).toEqual({ canonical, coordinationNumber: false, birthDate });
  });

  it.each([
    ['701063-2391', '197010632391', '1970-10-03'],
    ['19701063-2391', '197010632391', '1970-10-03'],
    ['191401682396', '191401682396', '1914-01-08'],
  ])('reads the samordningsnummer %s (day + 60)', (value, canonical, birthDate) => {
    expect(parseSwedishPersonalNumber(value, today)).toEqual({ canonical, coordinationNumber: true, birthDate });
  });

  it('places the short form in the hundred years up to today', () => {
    expect(parseSwedishPersonalNumber('121212-1212', new Date(2012, 0, 1))?.birthDate).toBe('2012-12-12');
    expect(parseSwedishPersonalNumber('121212-1212', new Date(2011, 11, 31))?.birthDate).toBe('1912-12-12');
    expect(parseSwedishPersonalNumber('121212+1212', new Date(2011, 11, 31))?.birthDate).toBe('1812-12-12');
  });

  it.each([
    ['811218-9877', 'check digit changed'],
    ['811218-9866', 'serial changed'],
    ['811228-9876', 'date changed'],
    ['640823-3235', 'check digit changed'],
    ['19811218+9876', '+ in the twelve-digit form'],
    ['810230-1234', '30 February, check digit valid'],
    ['010229-1234', '29 February 2001, check digit valid'],
    ['990229-1237', '29 February 1999, check digit valid'],
    ['811200-1238', 'day 00'],
    ['811232-1230', 'day 32'],
    ['810192-1230', 'samordningsnummer day 92'],
    ['556016-0680', 'an organisation number (month 60)'],
    ['81121-9876', 'five date digits'],
    ['811218-987', 'three serial digits'],
    ['1981121898761', 'thirteen digits'],
    ['811218/9876', 'another separator'],
    ['abcdef-ghij', 'letters'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(parseSwedishPersonalNumber(value, today)).toBeNull();
  });
});

describe('normaliseSwedishPersonalNumber and ZSwedishPersonalNumberSchema', () => {
  it('give the twelve-digit form', () => {
    expect(normaliseSwedishPersonalNumber('811218-9876', today)).toBe('198112189876');
    expect(normaliseSwedishPersonalNumber('811218-9877', today)).toBeNull();
    expect(ZSwedishPersonalNumberSchema.parse('19640823-3234')).toBe('196408233234');
    expect(ZSwedishPersonalNumberSchema.safeParse('640823-3235').error?.issues[0]?.message).toBe('invalidSwedishPersonalNumber');
  });
});
