import type { PortfolioOverview } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';
import { overviewApiPath } from './portfolio-scopes';

/** Every portfolio query starts with this key; a change to portfolios invalidates them all. */
export const portfolioQueryRoot = 'portfolio';
export const portfolioQueryKey = (scope: string) => [portfolioQueryRoot, scope] as const;

/** The overview of a scope: all companies, a role scope's, or one of the user's portfolios. */
export const usePortfolio = (scope: string) =>
  useQuery({
    queryKey: portfolioQueryKey(scope),
    queryFn: ({ signal }) => apiFetch<PortfolioOverview>(overviewApiPath(scope), { signal }),
  });
