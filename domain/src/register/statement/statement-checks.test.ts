import { describe, expect, it } from 'vitest';
import type { Shareholder } from '../shareholders/shareholder.entity';
import { rf1086Holder } from './rf1086-holder';
import { checkAgainstLastYear, checkAgainstPublicRegister, checkFilingFields } from './statement-checks';

const holding = (shareholderId: string, shares: string, identification = '1980-05-01', shareTypeId = 'A') => ({ shareholderId, name: null, identification, shareTypeId, shares });

describe('checkAgainstLastYear', () => {
  it('matches when 1 January is last year’s 31 December, and counts the lines that differ', () => {
    expect(checkAgainstLastYear([holding('a', '10'), holding('b', '5')], [holding('b', '5'), holding('a', '10')])).toEqual({ check: 'lastYear', outcome: 'match', differences: 0 });
    // a changed, c only last year, d only now: three lines.
    expect(checkAgainstLastYear([holding('a', '11'), holding('d', '1')], [holding('a', '10'), holding('c', '1')])).toMatchObject({ outcome: 'mismatch', differences: 3 });
    expect(checkAgainstLastYear([holding('a', '1')], null).outcome).toBe('unavailable');
  });
});

describe('checkAgainstPublicRegister', () => {
  it('compares lines by birth year or organisation number and shares', () => {
    const closing = [holding('a', '300', '1979-02-03'), holding('b', '700', '928471632')];
    expect(checkAgainstPublicRegister(closing, [{ identification: '928471632', shares: 700n }, { identification: '1979', shares: 300n }]).outcome).toBe('match');
    expect(checkAgainstPublicRegister(closing, [{ identification: '928471632', shares: 600n }, { identification: '1979', shares: 300n }])).toMatchObject({ outcome: 'mismatch', differences: 2 });
    expect(checkAgainstPublicRegister(closing, []).outcome).toBe('unavailable');
  });
});

describe('checkFilingFields', () => {
  const shareholder = (fields: Partial<Shareholder>) =>
    ({ isCompany: false, firstName: 'Kari', lastName: 'Hansen', nationalId: null, companyNumber: null, companyName: null, utlNumber: null, address: 'Bryggen 7', postalCode: '5003', city: null, country: 'NO', ...fields }) as Shareholder;
  const problemsOf = (fields: Partial<Shareholder>) => rf1086Holder(shareholder(fields), { allowSyntheticTestNumbers: false }).problems;

  it('flags a missing or invalid birth number or organisation number, a missing address and an unknown postal code', () => {
    expect(problemsOf({ nationalId: '14037510042' })).toEqual([]);
    expect(rf1086Holder(shareholder({ nationalId: '14037510042' }), { allowSyntheticTestNumbers: false }).holder).toMatchObject({ fodselsnummer: '14037510042', city: 'BERGEN', countryCode: 'NO' });
    expect(problemsOf({})).toEqual(['missingNationalId']);
    expect(problemsOf({ nationalId: '14037510043' })).toEqual(['invalidNationalId']);
    expect(problemsOf({ nationalId: '14037510042', address: null })).toEqual(['missingAddress']);
    expect(problemsOf({ nationalId: '14037510042', postalCode: '0000' })).toEqual(['unknownPostalCode']);
    expect(problemsOf({ isCompany: true, companyName: 'Fjordkapital AS', companyNumber: '923609016' })).toEqual([]);
    expect(problemsOf({ isCompany: true, companyName: 'Fjordkapital AS', companyNumber: '923609017' })).toEqual(['invalidOrganisationNumber']);
    expect(problemsOf({ isCompany: true, companyName: 'Fjordkapital AS' })).toEqual(['missingOrganisationNumber']);
    expect(problemsOf({ firstName: 'Karoline Margrethe Elisabeth', lastName: 'Hansen-Johannessen' , nationalId: '14037510042' })).toEqual(['nameTooLong']);
  });

  it('takes a holder abroad by UTL id or by name, address and country, and a Swedish company as foreign', () => {
    expect(problemsOf({ country: 'SE', address: null })).toEqual(['missingForeignIdentification']);
    expect(rf1086Holder(shareholder({ country: 'SE', utlNumber: '123456789', address: null }), { allowSyntheticTestNumbers: false })).toMatchObject({ holder: { utl: 'UTL123456789', countryCode: 'SE' }, problems: ['missingAddress'] });
    expect(rf1086Holder(shareholder({ isCompany: true, companyName: 'Volvo Pension AB', companyNumber: 'SE5560125790', postalCode: '40531' }), { allowSyntheticTestNumbers: false })).toMatchObject({
      holder: { organisasjonsnummer: null, countryCode: 'SE' },
      problems: [],
    });
  });

  it('lists the holders’ problems, a class without an aksjeklasse code, a missing nominal value and entry types the forms do not carry', () => {
    expect(
      checkFilingFields({
        holders: [{ shareholderId: 'a', name: 'Kari Hansen', problems: ['missingNationalId'] }],
        shareClasses: [{ shareTypeId: 'ordinary', code: 'COMMON' }, { shareTypeId: 'b', code: 'B' }],
        nominalValue: null,
        changes: [{ transactionType: 'BUY_SELL' }, { transactionType: 'SPLIT' }, { transactionType: 'SPLIT' }],
      }),
    ).toEqual([
      { problem: 'missingNationalId', shareholderId: 'a', name: 'Kari Hansen' },
      { problem: 'shareClassCode', shareTypeId: 'b' },
      { problem: 'missingNominalValue' },
      { problem: 'transactionType', transactionType: 'SPLIT' },
    ]);
  });
});
