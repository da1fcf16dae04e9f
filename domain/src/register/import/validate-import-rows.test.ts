import { describe, expect, it } from 'vitest';
import { validateImportRows } from './validate-import-rows';

const context = { allowSyntheticTestNumbers: false, existingNationalIds: new Set(['29029648784']), existingCompanyNumbers: new Set<string>() };

describe('validateImportRows', () => {
  it('checks cells with the shareholder form rules and keeps what a valid row stores', () => {
    const { rows, hasErrors, valid } = validateImportRows(
      [
        { rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', identification: '13097248022', postalCode: '1300', numberOfShares: '100', 'shares.A': '20', shareNumbers: '1-120', isEmployee: 'y' } },
        { rowNumber: 3, values: { type: 'aksjeselskap', name: 'Ola', identification: '13097248023', email: 'ola@', postalCode: '9999', numberOfShares: '1,5', entryDate: '2026-02-30' } },
      ],
      context,
    );
    expect(hasErrors).toBe(true);
    expect(rows[0]!.errors).toEqual({});
    expect(valid[0]).toMatchObject({ isCompany: false, patch: { firstName: 'Kari', lastName: 'Nordmann', nationalId: '13097248022', city: 'SANDVIKA', isEmployee: true, country: 'NO' }, shareNumbers: '1-120' });
    expect(valid[0]!.shares).toEqual(new Map([['COMMON', 100n], ['A', 20n]]));
    expect(rows[1]!.errors).toEqual({
      type: 'shareholderImport.invalidType',
      name: 'missingLastName',
      identification: 'invalidSocialSecurityNumber',
      email: 'invalidEmail',
      postalCode: 'invalidPostalCode',
      numberOfShares: 'number-field.not-a-number',
      entryDate: 'localdate-field.invalid-date',
    });
  });

  it('flags duplicates across the grid per national id and per company number, and numbers already on the register', () => {
    const { rows } = validateImportRows(
      [
        { rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', identification: '13097248022' } },
        { rowNumber: 3, values: { type: 'person', name: 'Kari B Nordmann', identification: '130972 48022' } },
        { rowNumber: 4, values: { type: 'selskap', name: 'Fjord AS', identification: '923609016' } },
        { rowNumber: 5, values: { type: 'selskap', name: 'Fjord Holding AS', identification: '923 609 016' } },
        { rowNumber: 6, values: { type: 'person', name: 'Per Hansen', identification: '29029648784' } },
        { rowNumber: 7, values: { type: 'person', name: 'Anne Li', identification: '923609016', country: 'DK' } },
      ],
      context,
    );
    expect(rows.map((row) => row.errors.identification)).toEqual([
      'nonUniqueSocialSecurityNumber',
      'nonUniqueSocialSecurityNumber',
      'nonUniqueCompanyNumber',
      'nonUniqueCompanyNumber',
      'nonUniqueSocialSecurityNumber',
      undefined,
    ]);
  });

  it('refuses what the register cannot store: over-long names and share counts past a bigint', () => {
    const { rows } = validateImportRows([{ rowNumber: 2, values: { type: 'selskap', name: 'A'.repeat(301), numberOfShares: '9223372036854775808' } }], context);
    expect(rows[0]!.errors).toEqual({ name: 'text-too-long', numberOfShares: 'shareholderImport.tooManyShares' });
  });

  it('checks share numbers against the row total', () => {
    const { rows } = validateImportRows([{ rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', numberOfShares: '10', shareNumbers: '1-9' } }], context);
    expect(rows[0]!.errors).toEqual({ shareNumbers: 'shareNumbers.sumMismatch' });
  });

  it('takes the gender in the words of every language, and the seed\'s male and female', () => {
    const words = ['Mann', 'kvinne', 'man', 'Kvinna', 'male', 'FEMALE', ''];
    const { rows, valid } = validateImportRows(
      words.map((gender, index) => ({ rowNumber: index + 2, values: { type: 'person', name: `Kari Nordmann${index}`, gender } })),
      context,
    );
    expect(rows.map((row) => row.errors)).toEqual(words.map(() => ({})));
    expect(valid.map((row) => row.patch.gender)).toEqual(['male', 'female', 'male', 'female', 'male', 'female', undefined]);
    expect(validateImportRows([{ rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', gender: 'kanskje' } }], context).rows[0]!.errors).toEqual({ gender: 'invalidValue' });
  });
});
