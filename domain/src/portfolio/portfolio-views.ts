// What the portfolio's calls answer, shared by the domain that builds it and the console that shows it.

/** A subsidiary in the seed's shape (platform core, section 3), and whether an invitation to connect it is pending. */
export type Subsidiary = {
  organizationNumber: string;
  name: string;
  ceoName: string | null;
  chairPersonName: string | null;
  isCEO: boolean;
  isChairperson: boolean;
  isBoardmember: boolean;
  isShareholder: boolean;
  sourceOrgNo: string;
  /** The parent's share of the subsidiary's shares in per cent, two decimals, as a decimal string. */
  ownershipInPercent: string;
  currency: string;
  invitationPending: boolean;
};

/**
 * A person and what they are in each of the portfolio's companies: an access type (ADMIN, CUSTOM), a custom role's
 * name (and its id), a board role, `shareholder`, or `shareholderContact` with the holder company's name in `holder`.
 */
export type PortfolioContact = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  companies: { organisationNumber: string; name: string; role: string; holder: string | null; customRoleId: string | null }[];
};

/** An administrator or custom-role user across the portfolio: each company with the access held there, and their open invitations. */
export type PortfolioAdmin = {
  externalId: string;
  name: string;
  email: string;
  isSelf: boolean;
  companies: { organisationNumber: string; name: string; accessType: 'ADMIN' | 'CUSTOM'; customRoleId: string | null; customRoleName: string | null }[];
  pendingInvitations: { id: string; organisationNumber: string; companyName: string; expiresAt: string }[];
};

/** A holder's current shares and votes in one company, and their parts of its shares and votes in per cent (two decimals), as decimal strings. */
export type PortfolioHolderHolding = {
  organisationNumber: string;
  companyName: string;
  shareholderId: string;
  shares: string;
  votes: string;
  ownershipInPercent: string;
  votesInPercent: string | null;
};

/** The contact facts one company has registered for the holder (birth date, never the national id). */
export type PortfolioHolderContact = {
  organisationNumber: string;
  companyName: string;
  name: string;
  contactName: string | null;
  birthDate: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  country: string;
};

export type PortfolioHolder = { id: string; name: string; isCompany: boolean; companyNumber: string | null; holdings: PortfolioHolderHolding[]; contacts: PortfolioHolderContact[] };
