import { describe, expect, it } from 'vitest';
import { byteOrderMark, headerProblem, publicRegisterHeader, readPublicRegisterLine } from './public-register-row';

const line = (...fields: string[]) => fields.join(';');
const year = 2025;

describe('the extract header', () => {
  it('is the exact header after a BOM', () => {
    expect(headerProblem(`${byteOrderMark}${publicRegisterHeader}`)).toBeNull();
    expect(headerProblem(`${byteOrderMark}${publicRegisterHeader}\r`)).toBeNull();
  });
  it('refuses a missing BOM and a wrong header', () => {
    expect(headerProblem(publicRegisterHeader)).toBe('missingBom');
    expect(headerProblem(`${byteOrderMark}${publicRegisterHeader.replace('Landkode', 'Land')}`)).toBe('wrongHeader');
    expect(headerProblem('')).toBe('wrongHeader');
  });
});

describe('an extract row', () => {
  it('reads a person with a birth year and an alpha-3 country', () => {
    expect(readPublicRegisterLine(line('923609016', 'Nordlys AS', 'Ordinære aksjer', 'Ola Nordmann', '1980', '0150 OSLO', 'NOR', '120', '1000'), year)).toEqual({
      row: {
        organisationNumber: '923609016', companyName: 'Nordlys AS', shareClass: 'Ordinære aksjer', holderName: 'Ola Nordmann', holderBirthYear: 1980,
        holderOrganisationNumber: null, postalPlace: '0150 OSLO', country: 'NO', shares: 120n, companyShares: 1000n,
      },
    });
  });
  it('reads a company holder, an alpha-2 country, an ISIN class and a blank identification', () => {
    const { row } = readPublicRegisterLine(line('923609016', 'Nordlys AS', 'NO0010096985', 'Holding AS', '914778271', '5003 BERGEN', 'NO', '880', '1000'), year) as { row: { holderOrganisationNumber: string } };
    expect(row).toMatchObject({ shareClass: 'NO0010096985', holderOrganisationNumber: '914778271', holderBirthYear: null, country: 'NO' });
    expect(readPublicRegisterLine(line('923609016', 'Nordlys AS', 'A-aksjer', 'Ukjent', '', '', '', '1', '1000'), year)).toMatchObject({ row: { holderBirthYear: null, holderOrganisationNumber: null, country: null } });
  });
  it('keeps an unbalanced quote in a name', () => {
    expect(readPublicRegisterLine(line('923609016', 'Nordlys "Drift AS', 'A-aksjer', 'Kari "K Nordmann', '1975', '0150 OSLO', 'NOR', '5', '10'), year)).toMatchObject({
      row: { companyName: 'Nordlys "Drift AS', holderName: 'Kari "K Nordmann' },
    });
  });
  it("gives a foreign holder's extra fields to Postnr/sted, counting from both ends", () => {
    expect(readPublicRegisterLine(line('923609016', 'Nordlys AS', 'Ordinære aksjer', 'Hans Jensen', '1960', 'DK-2100 KØBENHAVN', ' ØSTERBRO', 'DNK', '7', '1000'), year)).toMatchObject({
      row: { postalPlace: 'DK-2100 KØBENHAVN; ØSTERBRO', country: 'DK', shares: 7n },
    });
  });
  it.each([
    [line('923609016', 'A', 'B', 'C', '1980', 'x', 'NOR', '1'), 'tooFewFields'],
    [line('923609016', 'Nordlys AS', 'A-aksjer', 'Kari\u0000Nordmann', '1980', 'x', 'NOR', '1', '2'), 'invalidCharacter'],
    [line('923609017', 'Nordlys AS', 'A-aksjer', 'Ola', '1980', 'x', 'NOR', '1', '2'), 'invalidOrganisationNumber'],
    [line('923609016', '', 'A-aksjer', 'Ola', '1980', 'x', 'NOR', '1', '2'), 'missingCompanyName'],
    [line('923609016', 'Nordlys AS', '', 'Ola', '1980', 'x', 'NOR', '1', '2'), 'missingShareClass'],
    [line('923609016', 'Nordlys AS', 'A-aksjer', '', '1980', 'x', 'NOR', '1', '2'), 'missingHolderName'],
    [line('923609016', 'Nordlys AS', 'A-aksjer', 'Ola', '19800', 'x', 'NOR', '1', '2'), 'invalidHolderId'],
    [line('923609016', 'Nordlys AS', 'A-aksjer', 'Holding AS', '914778272', 'x', 'NOR', '1', '2'), 'invalidHolderOrganisationNumber'],
    [line('923609016', 'Nordlys AS', 'A-aksjer', 'Ola', '2026', 'x', 'NOR', '1', '2'), 'birthYearInFuture'],
    [line('923609016', 'Nordlys AS', 'A-aksjer', 'Ola', '1980', 'x', 'XYZ', '1', '2'), 'invalidCountry'],
    [line('923609016', 'Nordlys AS', 'A-aksjer', 'Ola', '1980', 'x', 'NOR', 'tolv', '2'), 'nonNumericShareCount'],
    [line('923609016', 'Nordlys AS', 'A-aksjer', 'Ola', '1980', 'x', 'NOR', '-5', '2'), 'negativeShareCount'],
    [line('923609016', 'Nordlys AS', 'A-aksjer', 'Ola', '1980', 'x', 'NOR', '1', '1000000000000000000000'), 'shareCountTooLarge'],
  ])('refuses %s as %s', (text, reason) => expect(readPublicRegisterLine(text, year)).toEqual({ refused: reason }));
});
