import type { PortfolioCompanyItem, PortfolioOverview } from '@andel/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';
import { portfolioQueryKey, portfolioQueryRoot } from './usePortfolio';

const withStar = (overview: PortfolioOverview, target: PortfolioCompanyItem, starred: boolean): PortfolioOverview => {
  const same = (company: { organisationNumber: string; accessType: string }) =>
    company.organisationNumber === target.organisationNumber && company.accessType === target.accessType;
  const others = overview.userSettings.starredCompanies.filter((company) => !same(company));
  return {
    ...overview,
    companyItems: overview.companyItems.map((company) => (same(company) ? { ...company, starred } : company)),
    userSettings: {
      ...overview.userSettings,
      starredCompanies: starred ? [...others, { organisationNumber: target.organisationNumber, accessType: target.accessType }] : others,
    },
  };
};

/** Stars or unstars a company at once; a failure silently puts the star back (seed: failure is silent). */
export const useStarCompany = (scope: string) => {
  const queryClient = useQueryClient();
  const queryKey = portfolioQueryKey(scope);
  return useMutation({
    mutationFn: ({ company, starred }: { company: PortfolioCompanyItem; starred: boolean }) =>
      apiFetch(
        `/user/${starred ? 'star' : 'unstar'}-company/${encodeURIComponent(company.organisationNumber)}/${company.accessType}`,
        { method: 'PUT' },
      ),
    onMutate: async ({ company, starred }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<PortfolioOverview>(queryKey);
      if (before) queryClient.setQueryData(queryKey, withStar(before, company, starred));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    // The other scopes list the company too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [portfolioQueryRoot] }),
  });
};
