import { fitsDecimal } from '../../kernel/validation/bounded-decimal';
import { isCountryCode } from '../../kernel/validation/country-code';
import { isSaneLocalDate } from '../../kernel/validation/local-date';
import { isCleanText } from '../../kernel/validation/text';
import {
  isNorwegianOrganisationNumber,
  normaliseSwedishOrganisationNumber,
  norwegianNationalIdError,
  parsePhone,
  parseSwedishPersonalNumber,
  ZEmailSchema,
} from '../../kernel/validation';
import { norwegianPlaceName, swedishPlaceName } from './postal-codes';
import type { ShareholderFieldError, ShareholderFieldName } from './shareholder-fields';
import type { Shareholder } from './shareholder.entity';
import { loanAmountColumn, shareholderTextLengths } from './shareholder-columns';

export type FieldPatch = Partial<Pick<Shareholder,
  | 'firstName' | 'middleName' | 'lastName' | 'companyName' | 'contactName' | 'contactNationalId' | 'email' | 'phoneCountryCode'
  | 'phoneNumber' | 'nationalId' | 'birthDate' | 'nationality' | 'companyNumber' | 'address' | 'postalCode' | 'city' | 'country'
  | 'utlNumber' | 'lockupEndDate' | 'loanAmount' | 'issuedShareholderCertificate' | 'bankDetailsCountry' | 'bic' | 'iban'
  | 'gender' | 'isEmployee'>>;

export type FieldResult = { patch: FieldPatch } | { error: ShareholderFieldError };

type Context = { allowSyntheticTestNumbers: boolean };

const text = (value: string | boolean | null) => (typeof value === 'string' ? value.trim() : '');
const optional = (value: string) => (value === '' ? null : value);
const fail = (error: ShareholderFieldError): FieldResult => ({ error });

/** A person's identity number, checked by the holder's nationality: Norwegian and Swedish numbers have rules. */
export const checkPersonalId = (value: string, nationality: string, context: Context): { nationalId: string; birthDate: string | null } | null => {
  const compact = value.replace(/\s/g, '');
  if (nationality === 'NO') {
    if (norwegianNationalIdError(compact, context)) return null;
    return { nationalId: compact, birthDate: null };
  }
  if (nationality === 'SE') {
    // The seed's Swedish check also accepts a 9-character foreign-style number as given.
    if (compact.length === 9) return { nationalId: compact, birthDate: null };
    const parsed = parseSwedishPersonalNumber(compact);
    return parsed ? { nationalId: parsed.canonical, birthDate: parsed.birthDate } : null;
  }
  return { nationalId: compact, birthDate: null };
};

const companyNumberOf = (value: string): FieldResult => {
  if (value === '') return { patch: { companyNumber: null } };
  if (/^SE/i.test(value)) {
    const digits = normaliseSwedishOrganisationNumber(value);
    return digits ? { patch: { companyNumber: `SE${digits}` } } : fail('invalidOrganisationNumber');
  }
  const compact = value.replace(/\s/g, '');
  if (!/^\d+$/.test(compact)) return fail('invalidNorwegianCompanyNumberOnlyNumeric');
  if (compact.length !== 9) return fail('invalidNorwegianCompanyNumberLength');
  return isNorwegianOrganisationNumber(compact) ? { patch: { companyNumber: compact } } : fail('invalidOrganisationNumber');
};

const splitName = (full: string): FieldPatch => {
  const words = full.split(/\s+/);
  return { firstName: words[0] ?? null, middleName: words.length > 2 ? words.slice(1, -1).join(' ') : null, lastName: words.length > 1 ? words.at(-1)! : null };
};

/**
 * Checks one edited field of a shareholder and returns what to store, or the seed's validation code.
 * Uniqueness of identity and company numbers needs the register and is checked by the caller.
 */
export const applyShareholderField = (
  shareholder: Pick<Shareholder, 'isCompany' | 'nationality' | 'country'>,
  field: ShareholderFieldName,
  value: string | boolean | null,
  context: Context,
): FieldResult => {
  // No control character or lone surrogate reaches a column, the audit log or an export.
  if (typeof value === 'string' && !isCleanText(value)) return fail('invalidCharacters');
  const result = fieldResult(shareholder, field, value, context);
  return 'patch' in result && !fitsColumns(result.patch) ? fail('text-too-long') : result;
};

/** Every text the patch stores fits its column (a first name of 600 characters is refused, not cut or a database error). */
const fitsColumns = (patch: FieldPatch): boolean =>
  Object.entries(patch).every(
    ([column, stored]) => typeof stored !== 'string' || !(column in shareholderTextLengths) || stored.length <= shareholderTextLengths[column as keyof typeof shareholderTextLengths],
  );

const fieldResult = (
  shareholder: Pick<Shareholder, 'isCompany' | 'nationality' | 'country'>,
  field: ShareholderFieldName,
  value: string | boolean | null,
  context: Context,
): FieldResult => {
  const v = text(value);
  switch (field) {
    case 'shareholderName':
      if (shareholder.isCompany) return v ? { patch: { companyName: v } } : fail('missingName');
      if (!v) return fail('missingFirstName');
      return v.split(/\s+/).length < 2 ? fail('missingLastName') : { patch: splitName(v) };
    case 'contactInfoName':
      return { patch: { contactName: optional(v) } };
    case 'contactInfoNationalId': {
      if (!v) return { patch: { contactNationalId: null } };
      const id = checkPersonalId(v, shareholder.nationality, context);
      return id ? { patch: { contactNationalId: id.nationalId } } : fail('invalidSocialSecurityNumber');
    }
    case 'email':
      return ZEmailSchema.safeParse(v).success ? { patch: { email: optional(v.toLowerCase()) } } : fail('invalidEmail');
    case 'phone': {
      if (!v) return { patch: { phoneCountryCode: null, phoneNumber: null } };
      const phone = parsePhone(v);
      if ('error' in phone) return fail(phone.error === 'phone-number.invalid-country-code' ? 'invalidCountryCode' : 'invalidPhoneNumber');
      return { patch: { phoneCountryCode: phone.countryCode, phoneNumber: phone.national } };
    }
    case 'nationalId': {
      if (!v) return { patch: { nationalId: null } };
      const id = checkPersonalId(v, shareholder.nationality, context);
      return id ? { patch: { nationalId: id.nationalId, ...(id.birthDate ? { birthDate: id.birthDate } : {}) } } : fail('invalidSocialSecurityNumber');
    }
    case 'nationality':
    case 'country':
      return isCountryCode(v.toUpperCase()) ? { patch: { [field]: v.toUpperCase() } } : fail('invalidValue');
    case 'companyNumber':
      return companyNumberOf(v);
    case 'postalCode': {
      if (!v) return { patch: { postalCode: null } };
      if (shareholder.country === 'NO') {
        const place = norwegianPlaceName(v);
        return place ? { patch: { postalCode: v, city: place } } : fail('invalidPostalCode');
      }
      const place = shareholder.country === 'SE' ? swedishPlaceName(v) : undefined;
      return { patch: { postalCode: v, ...(place ? { city: place } : {}) } };
    }
    case 'address':
    case 'city':
    case 'bic':
    case 'iban':
    case 'bankDetailsCountry':
      return { patch: { [field]: optional(v) } };
    case 'utlNumber':
      return v === '' || v.length === 9 ? { patch: { utlNumber: optional(v) } } : fail('invalidUtlNumber');
    case 'lockupEndDate': {
      if (!v) return { patch: { lockupEndDate: null } };
      return isSaneLocalDate(v) ? { patch: { lockupEndDate: v } } : fail('invalidLockupEndDateDate');
    }
    case 'loanAmount': {
      if (!v) return { patch: { loanAmount: null } };
      const amount = v.replace(/\s/g, '').replace(',', '.');
      return /^\d+(\.\d{1,2})?$/.test(amount) && fitsDecimal(amount, loanAmountColumn) ? { patch: { loanAmount: amount } } : fail('invalidLoanAmount');
    }
    case 'issuedShareholderCertificate':
      return typeof value === 'boolean' ? { patch: { issuedShareholderCertificate: value } } : fail('invalidValue');
    case 'isEmployee':
      return value === null || typeof value === 'boolean' ? { patch: { isEmployee: value } } : fail('invalidValue');
    case 'gender':
      return v === '' || v === 'male' || v === 'female' ? { patch: { gender: v === '' ? null : v } } : fail('invalidValue');
  }
};
