import { describe, expect, it } from 'vitest';
import { applyShareholderField } from './apply-shareholder-field';

const person = { isCompany: false, nationality: 'NO', country: 'NO' };
const swede = { isCompany: false, nationality: 'SE', country: 'SE' };
const company = { isCompany: true, nationality: 'NO', country: 'NO' };
const production = { allowSyntheticTestNumbers: false };

describe('one shareholder field at a time', () => {
  it('splits a person name and wants first and last name', () => {
    expect(applyShareholderField(person, 'shareholderName', 'Kari Anne Nordmann', production)).toEqual({
      patch: { firstName: 'Kari', middleName: 'Anne', lastName: 'Nordmann' },
    });
    expect(applyShareholderField(person, 'shareholderName', '', production)).toEqual({ error: 'missingFirstName' });
    expect(applyShareholderField(person, 'shareholderName', 'Kari', production)).toEqual({ error: 'missingLastName' });
    expect(applyShareholderField(company, 'shareholderName', ' ', production)).toEqual({ error: 'missingName' });
  });

  it('fills the city from the full Norwegian postal code table and refuses an unknown code', () => {
    expect(applyShareholderField(person, 'postalCode', '1300', production)).toEqual({ patch: { postalCode: '1300', city: 'SANDVIKA' } });
    expect(applyShareholderField(person, 'postalCode', '0000', production)).toEqual({ error: 'invalidPostalCode' });
    expect(applyShareholderField(swede, 'postalCode', '10004', production)).toEqual({ patch: { postalCode: '10004', city: 'Stockholm' } });
    expect(applyShareholderField(swede, 'postalCode', '99999', production)).toEqual({ patch: { postalCode: '99999' } });
  });

  it('checks identity numbers by nationality', () => {
    expect(applyShareholderField(person, 'nationalId', '170885 12391', production)).toEqual({ patch: { nationalId: '17088512391' } });
    expect(applyShareholderField(person, 'nationalId', '17088512392', production)).toEqual({ error: 'invalidSocialSecurityNumber' });
    expect(applyShareholderField(swede, 'nationalId', '811218-9876', production)).toEqual({ patch: { nationalId: '198112189876', birthDate: '1981-12-18' } });
    expect(applyShareholderField({ ...person, nationality: 'DE' }, 'nationalId', 'X1234', production)).toEqual({ patch: { nationalId: 'X1234' } });
  });

  it('checks Norwegian and Swedish company numbers', () => {
    expect(applyShareholderField(company, 'companyNumber', '923 609 016', production)).toEqual({ patch: { companyNumber: '923609016' } });
    expect(applyShareholderField(company, 'companyNumber', '92360901', production)).toEqual({ error: 'invalidNorwegianCompanyNumberLength' });
    expect(applyShareholderField(company, 'companyNumber', '92360901X', production)).toEqual({ error: 'invalidNorwegianCompanyNumberOnlyNumeric' });
    expect(applyShareholderField(company, 'companyNumber', '923609017', production)).toEqual({ error: 'invalidOrganisationNumber' });
    expect(applyShareholderField(company, 'companyNumber', 'SE556012-5790', production)).toEqual({ patch: { companyNumber: 'SE5560125790' } });
  });

  it('applies the other rules of the seed', () => {
    expect(applyShareholderField(person, 'bankDetailsCountry', 'x'.repeat(201), production)).toEqual({ error: 'text-too-long' });
    expect(applyShareholderField(person, 'utlNumber', '12345678', production)).toEqual({ error: 'invalidUtlNumber' });
    expect(applyShareholderField(person, 'lockupEndDate', '2026-02-30', production)).toEqual({ error: 'invalidLockupEndDateDate' });
    expect(applyShareholderField(person, 'loanAmount', '-5', production)).toEqual({ error: 'invalidLoanAmount' });
    expect(applyShareholderField(person, 'loanAmount', '1 000,50', production)).toEqual({ patch: { loanAmount: '1000.50' } });
    expect(applyShareholderField(person, 'email', 'not-an-email', production)).toEqual({ error: 'invalidEmail' });
    expect(applyShareholderField(person, 'phone', '+999 1', production)).toEqual({ error: 'invalidCountryCode' });
    expect(applyShareholderField(person, 'phone', '41234567', production)).toEqual({ patch: { phoneCountryCode: '+47', phoneNumber: '41234567' } });
  });
});
