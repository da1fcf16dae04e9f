// What the shareholder calls answer, shared by the domain and BFF that build it and the console that shows it.
import type { ClassHolding } from '../read-model/read-model-views';

/** `GET /shareholder/{id}` (and what editing a holder answers): every field of a shareholder as the admin's forms and lists read it. */
export type ShareholderRecord = {
  id: string;
  isCompany: boolean;
  /** A company's name, or a person's names in order; null while none is set. */
  name: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  companyName: string | null;
  companyNumber: string | null;
  nationalId: string | null;
  birthDate: string | null;
  /** What identifies the holder to every viewer: a person's birth date, a company's number. */
  birthDateOrOrganisationNumber: string;
  gender: 'male' | 'female' | null;
  contactName: string | null;
  contactNationalId: string | null;
  email: string | null;
  /** With its calling code, as the forms show it. */
  phone: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  country: string;
  nationality: string;
  utlNumber: string | null;
  isEmployee: boolean | null;
  issuedShareholderCertificate: boolean;
  bic: string | null;
  iban: string | null;
  bankDetailsCountry: string | null;
  lockupEndDate: string | null;
  loanAmount: string | null;
  isPledged: boolean;
  pledgeComment: string | null;
  remark: string | null;
  /** In the holder's details: whether any entry of the log ever named the holder (one never named may be deleted). */
  everHeldShares?: boolean;
};

/**
 * A holder's totals in the shareholder list (of one class when the list is filtered to it) and their fractions of the
 * company's (or class's) shares and votes, as exact decimal strings for the client to format.
 */
export type ShareholderListRow = { id: string; totalShares: string; totalVotes: string; shareFraction: string; voteFraction: string; holdings: ClassHolding[] };

/** `GET /company/{orgNo}/shareholders/list` rows: the holder's fields and their totals. */
export type ShareholderListItem = ShareholderRecord & Omit<ShareholderListRow, 'id'>;

/** `POST /shareholder/new-shareholder`: the new, empty holder. */
export type NewShareholder = { shareholderId: string };

/** `POST /shareholder/{orgNo}/copy`: holders copied to the other company, and those skipped (already there). */
export type CopiedShareholders = { count: number; skipped: number };

/** `POST /portfolio/follow-up/shareholders/update`: company holders renamed after the public register. */
export type UpdatedShareholderNames = { count: number };
