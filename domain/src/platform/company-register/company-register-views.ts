// What the company search answers, shared by the domain and BFF that build it and the console that shows it.
import type { AccessType } from '../access/access-types';
import type { RegisterSearchHit } from './company-register-client';

/** A company entry's state (seed: platform core, section 3): `draft` or `pending`, null for a company the user has access to. */
export type CompanyState = 'draft' | 'pending' | null;

/** How a company opens for the user (the seed's company-entry fields; see `findCompanyStates`). */
export type CompanyStateEntry = {
  accessType: AccessType;
  state: CompanyState;
  isCustomer: boolean;
  shareholderId: string | null;
  customRoleId: string | null;
  /** For `pending`: the user's own request, which the entry opens. */
  invitationRequestId: string | null;
};

/** `GET /companysearch?q` rows: a register hit with how it opens for the user. */
export type CompanySearchHit = RegisterSearchHit & CompanyStateEntry;

/** `GET /search-swedish-companies?q`: up to 50 hits as a list, more as `tooManyHits` (with no list). */
export type SwedishCompanySearchResult = { results: CompanySearchHit[]; tooManyHits: boolean };

/** `POST /company/register-admin-user/{orgNo}`: the company the user registered and now administers. */
/** `claimPending`: the claim waits for proof (platform/company-claims), so nothing is sent in the company's name yet. */
export type RegisteredCompany = { organisationNumber: string; name: string; accessType: 'ADMIN'; claimPending: boolean };
