import type { MatterFollowUps } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiFetch, useMarkFollowUpsSeen } from '@andel/ui/shell';
import { governanceQueryRoot } from '../useGovernanceMutation';
import { FollowUpTabs } from '../../platform/portfolios/FollowUpSection';
import { MatterFollowUpList } from './MatterFollowUpList';

/** `/portfolio/{scope}/follow-up/matters/{tab?}`: the projects waiting for something across the scope's administered companies. */
export const PortfolioMatterFollowUps = () => {
  const { scope = 'all', tab = 'votes' } = useParams();
  useMarkFollowUpsSeen();
  const follow = useQuery({
    queryKey: [governanceQueryRoot, 'portfolio-follow-up-matters', scope, tab],
    queryFn: ({ signal }) => apiFetch<MatterFollowUps>(`/portfolio/${encodeURIComponent(scope)}/follow-up/matters?tab=${encodeURIComponent(tab)}`, { signal }),
  });
  return (
    <>
      <FollowUpTabs scope={scope} value="matters" />
      <MatterFollowUpList follow={follow} tabPath={(value) => `/portfolio/${encodeURIComponent(scope)}/follow-up/matters/${value}`} showCompany />
    </>
  );
};
