import type { Shareholder } from './shareholder.entity';

/** A company's name, or a person's names in order; null while none is set. */
export const shareholderDisplayName = (s: Shareholder): string | null =>
  s.isCompany ? (s.companyName ?? null) : [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ') || null;

/** The phone number with its calling code, as the forms show it. */
export const shareholderPhone = (s: Shareholder): string | null => (s.phoneNumber ? `${s.phoneCountryCode ?? ''} ${s.phoneNumber}`.trim() : null);

/** Every field of a shareholder as the admin's forms and lists read it. */
export const shareholderFacts = (s: Shareholder) => ({
  id: s.id,
  isCompany: s.isCompany,
  name: shareholderDisplayName(s),
  firstName: s.firstName,
  middleName: s.middleName,
  lastName: s.lastName,
  companyName: s.companyName,
  companyNumber: s.companyNumber,
  nationalId: s.nationalId,
  birthDate: s.birthDate,
  gender: s.gender,
  contactName: s.contactName,
  contactNationalId: s.contactNationalId,
  email: s.email,
  phone: shareholderPhone(s),
  address: s.address,
  postalCode: s.postalCode,
  city: s.city,
  country: s.country,
  nationality: s.nationality,
  utlNumber: s.utlNumber,
  isEmployee: s.isEmployee,
  issuedShareholderCertificate: s.issuedShareholderCertificate,
  bic: s.bic,
  iban: s.iban,
  bankDetailsCountry: s.bankDetailsCountry,
  lockupEndDate: s.lockupEndDate,
  loanAmount: s.loanAmount,
  isPledged: s.isPledged,
  pledgeComment: s.pledgeComment,
  remark: s.remark,
});
