import { DomainError } from '../../kernel/errors/domain-error';
import { scopeHasPeopleTabs, type PortfolioScope } from './portfolio-scopes';

/** Contacts and holders across companies are refused in the board-role and investments scopes (`scopeHasPeopleTabs`). */
export const requirePeopleTabScope = (scope: PortfolioScope) => {
  if (scope.kind === 'role' && !scopeHasPeopleTabs(scope.role)) throw new DomainError('portfolio.tabNotInScope');
};

/** A scope from a tab's address: `all`, a role, or a portfolio id. */
export const portfolioScopeOf = (scope: string): PortfolioScope => {
  if (scope === 'all') return { kind: 'all' };
  if (scope === 'admin' || scope === 'board_member' || scope === 'shareholder') return { kind: 'role', role: scope };
  return { kind: 'portfolio', portfolioId: scope };
};
