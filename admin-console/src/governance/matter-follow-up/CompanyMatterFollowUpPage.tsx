import type { MatterFollowUps } from '@andel/domain/shared';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Route, useParams } from 'react-router';
import { apiFetch } from '@andel/ui/shell';
import { CompanyFollowUpTabs } from '../../platform/portfolios/CompanyFollowUpTabs';
import { governanceQueryRoot } from '../useGovernanceMutation';
import { MatterFollowUpList } from './MatterFollowUpList';

/** `/company/{orgNo}/follow-up/matters/{tab?}`. */
export const companyMatterFollowUpPath = (orgNo: string, tab?: string) => `/company/${encodeURIComponent(orgNo)}/follow-up/matters${tab ? `/${tab}` : ''}`;

/** The company's projects waiting for something. */
export const CompanyMatterFollowUpPage = () => {
  const { t } = useTranslation();
  const { orgNo = '', tab = 'votes' } = useParams();
  const follow = useQuery({
    queryKey: [governanceQueryRoot, 'follow-up-matters', orgNo, tab],
    queryFn: ({ signal }) => apiFetch<MatterFollowUps>(`/follow-up/matters/${encodeURIComponent(orgNo)}?tab=${encodeURIComponent(tab)}`, { signal }),
  });
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('followUp.matters.title')}
      </Typography>
      <CompanyFollowUpTabs orgNo={orgNo} value="matters" />
      <MatterFollowUpList follow={follow} tabPath={(value) => companyMatterFollowUpPath(orgNo, value)} showCompany={false} />
    </>
  );
};

export const matterFollowUpRoutes = [<Route key="follow-up-matters" path="follow-up/matters/:tab?" element={<CompanyMatterFollowUpPage />} />];
