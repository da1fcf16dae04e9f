import { parseNorwegianNationalId } from '../../kernel/validation/norwegian-national-id';
import { parseSwedishPersonalNumber } from '../../kernel/validation/swedish-personal-number';
import type { HolderDistinction } from './holder-label';
import type { Shareholder } from './shareholder.entity';
import type { ShareholderRecord } from './shareholder-views';

/** A company's name, or a person's names in order; null while none is set. */
export const shareholderDisplayName = (s: Pick<Shareholder, 'isCompany' | 'companyName' | 'firstName' | 'middleName' | 'lastName'>): string | null =>
  s.isCompany ? (s.companyName ?? null) : [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ') || null;

/** The phone number with its calling code, as the forms show it. */
export const shareholderPhone = (s: Shareholder): string | null => (s.phoneNumber ? `${s.phoneCountryCode ?? ''} ${s.phoneNumber}`.trim() : null);

/**
 * What identifies a holder to anyone who may see the register (the seed's `birthDateOrOrganisationNumber`): a person's
 * birth date (stored, or read from the identity number), or a company's number. Never the full identity number.
 */
export const birthDateOrOrganisationNumber = (holder: Pick<Shareholder, 'isCompany' | 'companyNumber' | 'birthDate' | 'nationalId' | 'nationality'>): string => {
  if (holder.isCompany) return holder.companyNumber ?? '';
  if (holder.birthDate) return holder.birthDate;
  if (!holder.nationalId) return '';
  if (holder.nationality === 'SE') return parseSwedishPersonalNumber(holder.nationalId)?.birthDate ?? '';
  return parseNorwegianNationalId(holder.nationalId, { allowSyntheticTestNumbers: true })?.birthDate ?? '';
};

/**
 * Every field of a shareholder as the admin's forms and lists read it. Without `identityNumbers` (someone who may
 * only view the register) the holder's and the representative's identity numbers are left out; the birth date stays.
 */
export const shareholderFacts = (s: Shareholder, { identityNumbers = true }: { identityNumbers?: boolean } = {}): ShareholderRecord => ({
  id: s.id,
  isCompany: s.isCompany,
  name: shareholderDisplayName(s),
  firstName: s.firstName ?? null,
  middleName: s.middleName ?? null,
  lastName: s.lastName ?? null,
  companyName: s.companyName ?? null,
  companyNumber: s.companyNumber ?? null,
  nationalId: identityNumbers ? (s.nationalId ?? null) : null,
  birthDate: s.birthDate ?? null,
  birthDateOrOrganisationNumber: birthDateOrOrganisationNumber(s),
  gender: s.gender ?? null,
  contactName: s.contactName ?? null,
  contactNationalId: identityNumbers ? (s.contactNationalId ?? null) : null,
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

/** What tells two holders of the same name apart in meeting lists: a person's birth year, a company's organisation number. */
export const holderDistinction = (holder: Parameters<typeof birthDateOrOrganisationNumber>[0]): HolderDistinction | null => {
  const known = birthDateOrOrganisationNumber(holder);
  if (!known) return null;
  return holder.isCompany ? { kind: 'organisationNumber', value: known } : { kind: 'birthYear', value: known.slice(0, 4) };
};
