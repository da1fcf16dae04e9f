import { portfolioRoles, scopeHasPeopleTabs, type PortfolioCompanyItem } from '@andel/domain/shared';

/** Whether an address segment is one of a list's values (a scope kind, a section's tab). */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The scope kinds of the portfolio routes; any other scope is a portfolio instance's id. */
export const scopeKinds = ['all', ...portfolioRoles] as const;
export type ScopeKind = (typeof scopeKinds)[number];

export const isScopeKind = (scope: string): scope is ScopeKind => (scopeKinds as readonly string[]).includes(scope);

/** The overview call of a scope: all companies, a role scope's, or a portfolio instance's (filtered by the server). */
export const overviewApiPath = (scope: string) => {
  if (scope === 'all') return '/portfolio';
  return isScopeKind(scope) ? `/portfolio/role/${scope}` : `/portfolio/${encodeURIComponent(scope)}`;
};

/** The company-list tabs; the AR status tab's page is the statement's (`register/statement/ArStatusTab`), routed at the top. */
export const companyTabs = ['all', 'starred', 'not-connected', 'ar-status'] as const;
export type CompanyTab = (typeof companyTabs)[number];

export const isCompanyTab = (tab: string): tab is CompanyTab => (companyTabs as readonly string[]).includes(tab);

/** Star-based tabs whose pages the register gives on routes of their own; not in the board-role and investments scopes (seed: platform core, section 2). */
export const starTabs = ['beneficial-owners'] as const;
export type CompanyTabValue = CompanyTab | (typeof starTabs)[number];

export const companyTabsOf = (scope: string): CompanyTabValue[] => [...companyTabs, ...(scopeHasPeopleTabs(scope) ? starTabs : [])];

/** Starred companies, and companies not connected (not customers) yet. */
export const companiesInTab = (companies: PortfolioCompanyItem[], tab: CompanyTab): PortfolioCompanyItem[] => {
  if (tab === 'starred') return companies.filter((company) => company.starred);
  if (tab === 'not-connected') return companies.filter((company) => !company.isCustomer);
  return companies;
};

export const companiesPath = (scope: string, tab: CompanyTabValue = 'all') =>
  `/portfolio/${encodeURIComponent(scope)}/companies${tab === 'all' ? '' : `/${tab}`}`;

/** The portfolio's sections, each a tab with its own address. */
export const portfolioSections = ['companies', 'follow-up', 'contacts', 'shareholders', 'batch-projects'] as const;
export type PortfolioSection = (typeof portfolioSections)[number];

/** The sections a scope shows: no contacts, holders or batch projects (admins only) in the board-role and investments scopes. */
export const sectionsOf = (scope: string): PortfolioSection[] =>
  portfolioSections.filter((section) => scopeHasPeopleTabs(scope) || (section !== 'contacts' && section !== 'shareholders' && section !== 'batch-projects'));

const scopeRoot = (scope: string) => `/portfolio/${encodeURIComponent(scope)}`;

/** A section's address, with its tab where it has tabs. */
export const sectionPath = (scope: string, section: PortfolioSection, tab?: string) => {
  if (section === 'companies') return companiesPath(scope);
  return `${scopeRoot(scope)}/${section}${tab ? `/${tab}` : ''}`;
};

/** The section's API call for a scope: `/portfolio/{scope}/contacts` and the like. */
export const sectionApiPath = (scope: string, section: Exclude<PortfolioSection, 'companies'>) => `${scopeRoot(scope)}/${section}`;

/** The custom roles of a scope's administered companies: `GET /portfolio/{scope}/custom-roles`. */
export const customRolesApiPath = (scope: string) => `${scopeRoot(scope)}/custom-roles`;

/** The detail pages under a scope: an administrator, a custom role and one of its holders, a holder across companies. */
export const adminContactPath = (scope: string, externalId: string) => `${scopeRoot(scope)}/contacts/admins/${encodeURIComponent(externalId)}`;
export const customRolePath = (scope: string, customRoleId: string) => `${scopeRoot(scope)}/contacts/custom-role/${encodeURIComponent(customRoleId)}`;
export const customRoleHolderPath = (scope: string, customRoleId: string, externalId: string) => `${customRolePath(scope, customRoleId)}/details/${encodeURIComponent(externalId)}`;
export const holderPath = (scope: string, shareholderId: string, tab = 'overview') => `${scopeRoot(scope)}/shareholder/${encodeURIComponent(shareholderId)}/${tab}`;
