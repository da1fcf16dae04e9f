import type { Shareholder } from './shareholder.entity';
import type { ShareholderRecord } from './shareholder-views';

/** A company's name, or a person's names in order; null while none is set. */
export const shareholderDisplayName = (s: Shareholder): string | null =>
  s.isCompany ? (s.companyName ?? null) : [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ') || null;

/** The phone number with its calling code, as the forms show it. */
export const shareholderPhone = (s: Shareholder): string | null => (s.phoneNumber ? `${s.phoneCountryCode ?? ''} ${s.phoneNumber}`.trim() : null);

/** Every field of a shareholder as the admin's forms and lists read it; an unset field is null. */
export const shareholderFacts = (s: Shareholder): ShareholderRecord => ({
  id: s.id,
  isCompany: s.isCompany,
  name: shareholderDisplayName(s),
  firstName: s.firstName ?? null,
  middleName: s.middleName ?? null,
  lastName: s.lastName ?? null,
  companyName: s.companyName ?? null,
  companyNumber: s.companyNumber ?? null,
  nationalId: s.nationalId ?? null,
  birthDate: s.birthDate ?? null,
  gender: s.gender ?? null,
  contactName: s.contactName ?? null,
  contactNationalId: s.contactNationalId ?? null,
  email: s.email ?? null,
  phone: shareholderPhone(s),
  address: s.address ?? null,
  postalCode: s.postalCode ?? null,
  city: s.city ?? null,
  country: s.country,
  nationality: s.nationality,
  utlNumber: s.utlNumber ?? null,
  isEmployee: s.isEmployee ?? null,
  issuedShareholderCertificate: s.issuedShareholderCertificate,
  bic: s.bic ?? null,
  iban: s.iban ?? null,
  bankDetailsCountry: s.bankDetailsCountry ?? null,
  lockupEndDate: s.lockupEndDate ?? null,
  loanAmount: s.loanAmount ?? null,
  isPledged: s.isPledged,
  pledgeComment: s.pledgeComment ?? null,
  remark: s.remark ?? null,
});
