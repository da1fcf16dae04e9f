import type { AccessType, Subsidiary } from '@andel/domain/shared';
export type { PortfolioAdmin, PortfolioContact, PortfolioHolder, Subsidiary } from '@andel/domain/shared';

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

