import type { AccessType } from '@andel/domain/shared';
import type { PortfolioCompany } from './portfolio-types';

/** The scope kinds of the portfolio routes; any other scope is a portfolio instance's id. */
export const scopeKinds = ['all', 'admin', 'board_member', 'shareholder'] as const;
export type ScopeKind = (typeof scopeKinds)[number];

export const isScopeKind = (scope: string): scope is ScopeKind => (scopeKinds as readonly string[]).includes(scope);

/** Which companies each scope kind shows: admin roles (custom roles open the admin console too), board roles, investments. */
const scopeAccessTypes: Record<ScopeKind, readonly AccessType[] | null> = {
  all: null,
  admin: ['ADMIN', 'CUSTOM'],
  board_member: ['BOARD_MEMBER'],
  shareholder: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'],
};

export const companiesInScope = (companies: PortfolioCompany[], scope: ScopeKind): PortfolioCompany[] => {
  const accessTypes = scopeAccessTypes[scope];
  return accessTypes ? companies.filter((company) => accessTypes.includes(company.accessType)) : companies;
};

/** The company-list tabs of this foundation; AR status and beneficial owners come with their features. */
export const companyTabs = ['all', 'starred', 'not-connected'] as const;
export type CompanyTab = (typeof companyTabs)[number];

export const isCompanyTab = (tab: string): tab is CompanyTab => (companyTabs as readonly string[]).includes(tab);

/** Starred companies, and companies not connected (not customers) yet. */
export const companiesInTab = (companies: PortfolioCompany[], tab: CompanyTab): PortfolioCompany[] => {
  if (tab === 'starred') return companies.filter((company) => company.starred);
  if (tab === 'not-connected') return companies.filter((company) => !company.isCustomer);
  return companies;
};

export const companiesPath = (scope: string, tab: CompanyTab = 'all') =>
  `/portfolio/${encodeURIComponent(scope)}/companies${tab === 'all' ? '' : `/${tab}`}`;
