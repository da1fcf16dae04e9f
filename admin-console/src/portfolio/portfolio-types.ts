import type { AccessType } from '@andel/domain/shared';

/** One of the user's own portfolios. */
export type PortfolioSummary = { id: string; name: string };

/** A company in the portfolio (seed: platform core, section 3). */
export type PortfolioCompany = {
  id: string;
  organisationNumber: string;
  name: string;
  isCustomer: boolean;
  accessType: AccessType;
  state: 'draft' | 'pending' | null;
  starred: boolean;
  currency: string;
  shareholderId: string | null;
  role: { customRoleId: string; customRoleName: string } | null;
  /** The user's own portfolio the company is in, if any. */
  portfolioId: string | null;
};

/** `GET /api/portfolio`, `/api/portfolio/role/{role}` and `/api/portfolio/{id}`: the companies of one scope. */
export type PortfolioOverview = {
  companyItems: PortfolioCompany[];
  userSettings: { starredCompanies: { organisationNumber: string; accessType: AccessType }[] };
  activeSubscriptionCompanies: string[];
  user: { email: string; acceptedTerms: boolean; name: string };
  portfolios: PortfolioSummary[];
  /** Companies the scope's administered companies own shares in that are not on Andel yet, one entry per owner. */
  subsidiaries: Subsidiary[];
  /** Newest first, at most ten. */
  recentlyVisited: { organisationNumber: string; name: string }[];
  signDocumentCount: number;
};

/** A subsidiary that can be connected (seed: platform core, section 3); the percentage is a decimal string. */
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
  ownershipInPercent: string;
  currency: string;
  invitationPending: boolean;
};

/** `GET /api/portfolio/{scope}/contacts`: a person and their roles in the portfolio's companies. */
export type PortfolioContact = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  companies: { organisationNumber: string; name: string; role: string; holder: string | null; customRoleId: string | null }[];
};

/** `GET /api/portfolio/{scope}/shareholders`: a holder with holdings in the portfolio's companies. */
export type PortfolioShareholder = {
  id: string;
  name: string;
  isCompany: boolean;
  companyNumber: string | null;
  email: string | null;
  holdings: { organisationNumber: string; companyName: string; shareholderId: string; shares: string; ownershipInPercent: string }[];
};

/** `GET /api/portfolio/{scope}/follow-up`: companies with something to follow up in one tab, and both tabs' counts. */
export type PortfolioFollowUps = {
  rows: { organisationNumber: string; name: string; items: { kind: string; count: number }[]; outdatedNames?: OutdatedShareholderName[] }[];
  total: number;
  companyInfoCount: number;
  followUpShareholdersCount: number;
};

/** A company holder whose name the public register has changed (the follow-up dialog for updated names). */
export type OutdatedShareholderName = { organisationNumber: string; shareholderOrgNo: string; name: string; registerName: string };

/** `GET /api/portfolio/{scope}/contacts/admins/{externalId}`: an administrator or custom-role user across the portfolio. */
export type PortfolioAdmin = {
  externalId: string;
  name: string;
  email: string;
  isSelf: boolean;
  companies: { organisationNumber: string; name: string; accessType: 'ADMIN' | 'CUSTOM'; customRoleId: string | null; customRoleName: string | null }[];
  pendingInvitations: { id: string; organisationNumber: string; companyName: string; expiresAt: string }[];
};

type CompanyName = { organisationNumber: string; name: string };
/** A holder of a custom role in the portfolio's companies. */
export type PortfolioCustomRoleHolder = { externalId: string; name: string; email: string; companies: CompanyName[] };

/** `GET /api/portfolio/{scope}/contacts/custom-role/{id}`: the role, its levels, companies and holders in the portfolio. */
export type PortfolioCustomRole = {
  id: string;
  name: string;
  texts: { language: string; name: string; description?: string }[];
  featureLevels: Record<string, 'NONE' | 'VIEW' | 'EDIT'>;
  modules: string[];
  companies: CompanyName[];
  holders: PortfolioCustomRoleHolder[];
};

/** `GET /api/portfolio/{scope}/shareholders/{id}`: a holder's shares, votes and registered contact facts per company. */
export type PortfolioHolder = {
  id: string;
  name: string;
  isCompany: boolean;
  companyNumber: string | null;
  holdings: { organisationNumber: string; companyName: string; shareholderId: string; shares: string; votes: string; ownershipInPercent: string; votesInPercent: string | null }[];
  contacts: {
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
  }[];
};
