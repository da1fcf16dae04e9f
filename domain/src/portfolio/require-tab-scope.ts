import { DomainError } from '../errors/domain-error';
import type { PortfolioScope } from './find-scope-companies';

/**
 * The board-role and investments scopes have no contacts (seed: platform core, section 2) and, for the same
 * reason, no holders across companies: they list only people and holdings of companies the user administers.
 */
export const requirePeopleTabScope = (scope: PortfolioScope) => {
  if (scope.kind === 'role' && scope.role !== 'admin') throw new DomainError('portfolio.tabNotInScope');
};

/** A scope from a tab's address: `all`, a role, or a portfolio id. */
export const portfolioScopeOf = (scope: string): PortfolioScope => {
  if (scope === 'all') return { kind: 'all' };
  if (scope === 'admin' || scope === 'board_member' || scope === 'shareholder') return { kind: 'role', role: scope };
  return { kind: 'portfolio', portfolioId: scope };
};
