import type { GrantedAccessType } from '../access/access-types';

/** The role scopes of the portfolio routes (`/portfolio/role/{role}`); the other scopes are all and a portfolio instance. */
export const portfolioRoles = ['admin', 'board_member', 'shareholder'] as const;
export type PortfolioRole = (typeof portfolioRoles)[number];

/** Which companies a portfolio view covers: all the user's, those of a role scope, or those of one of their portfolios. */
export type PortfolioScope = { kind: 'all' } | { kind: 'role'; role: PortfolioRole } | { kind: 'portfolio'; portfolioId: string };

/** Which accesses each role scope shows: admin roles (custom roles open the admin console too), board roles, investments. */
export const portfolioRoleAccessTypes: Record<PortfolioRole, readonly GrantedAccessType[]> = {
  admin: ['ADMIN', 'CUSTOM'],
  board_member: ['BOARD_MEMBER'],
  shareholder: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'],
};

/** How many recently visited companies the overview returns (seed: platform core, section 9). */
export const recentlyVisitedLimit = 10;

/**
 * Whether a scope has the tabs that show people and holdings across companies (contacts, shareholders): the
 * board-role and investments scopes have no contacts (seed: platform core, section 2), and no holders either.
 */
export const scopeHasPeopleTabs = (scope: string) => scope !== 'board_member' && scope !== 'shareholder';
