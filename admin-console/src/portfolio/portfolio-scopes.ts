import { portfolioRoles } from '@andel/domain/shared';
import type { PortfolioCompany } from './portfolio-types';

/** The scope kinds of the portfolio routes; any other scope is a portfolio instance's id. */
export const scopeKinds = ['all', ...portfolioRoles] as const;
export type ScopeKind = (typeof scopeKinds)[number];

export const isScopeKind = (scope: string): scope is ScopeKind => (scopeKinds as readonly string[]).includes(scope);

/** The overview call of a scope: all companies, a role scope's, or a portfolio instance's (filtered by the server). */
export const overviewApiPath = (scope: string) => {
  if (scope === 'all') return '/portfolio';
  return isScopeKind(scope) ? `/portfolio/role/${scope}` : `/portfolio/${encodeURIComponent(scope)}`;
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
