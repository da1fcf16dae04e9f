import type { AccessType, Subsidiary } from '@andel/domain/shared';
export type {
  OutdatedShareholderName,
  PortfolioAdmin,
  PortfolioContact,
  PortfolioCustomRole,
  PortfolioCustomRoleHolder,
  PortfolioFollowUps,
  PortfolioHolder,
  PortfolioShareholder,
  Subsidiary,
} from '@andel/domain/shared';

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
  /** For a pending entry: the user's own request for access, which it opens. */
  invitationRequestId: string | null;
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
