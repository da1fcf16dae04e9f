import type { AccessType } from '@andel/domain/shared';

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
};

/** `GET /api/portfolio` (and, for a portfolio instance, `GET /api/portfolio/{id}`). */
export type PortfolioOverview = {
  companyItems: PortfolioCompany[];
  userSettings: { starredCompanies: { organisationNumber: string; accessType: AccessType }[] };
  activeSubscriptionCompanies: string[];
  user: { email: string; acceptedTerms: boolean; name: string };
  portfolios: { id: string; name: string }[];
  signDocumentCount: number;
};
