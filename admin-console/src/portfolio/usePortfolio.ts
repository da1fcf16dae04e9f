import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../shell';
import { isScopeKind } from './portfolio-scopes';
import type { PortfolioOverview } from './portfolio-types';

export const portfolioQueryKey = (scope: string) => ['portfolio', isScopeKind(scope) ? 'all' : scope] as const;

/** The overview: all the user's companies for the scope kinds (filtered here), a portfolio instance's own otherwise. */
export const usePortfolio = (scope: string) =>
  useQuery({
    queryKey: portfolioQueryKey(scope),
    queryFn: ({ signal }) =>
      apiFetch<PortfolioOverview>(isScopeKind(scope) ? '/portfolio' : `/portfolio/${encodeURIComponent(scope)}`, { signal }),
  });
