import type { DecisionCatalogueView } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';
import { governanceQueryRoot } from '../useGovernanceMutation';

/** `GET /projects/{orgNo}/decision-catalogue`: whether the decision tool is open, and each category with its gating. */
export const useDecisionCatalogue = (orgNo: string) =>
  useQuery({
    queryKey: [governanceQueryRoot, 'catalogue', orgNo],
    queryFn: ({ signal }) => apiFetch<DecisionCatalogueView>(`/projects/${encodeURIComponent(orgNo)}/decision-catalogue`, { signal }),
    staleTime: 5 * 60_000,
  });
