import { followUpTabs, formatNumber, type FollowUpTab, type PortfolioFollowUps } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, useParams } from 'react-router';
import { apiFetch, currentLanguage, ErrorState, LoadingState } from '@andel/ui/shell';
import { CompanyFollowUpTabs } from './CompanyFollowUpTabs';
import { UpdateShareholderNamesDialog } from './UpdateShareholderNamesDialog';
import { portfolioQueryRoot } from './usePortfolio';

/**
 * One company's follow-up of its company information or its shareholders: the portfolio's follow-up (which the
 * server limits to companies the user administers) narrowed to this company, with the renaming of holders whose
 * names changed in the public register.
 */
const CompanyFollowUpPage = ({ tab }: { tab: FollowUpTab }) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const language = currentLanguage();
  const [renaming, setRenaming] = useState(false);
  const follow = useQuery({
    queryKey: [portfolioQueryRoot, 'follow-up', 'company', orgNo, tab],
    queryFn: ({ signal }) => apiFetch<PortfolioFollowUps>(`/portfolio/all/follow-up?${new URLSearchParams({ filter: JSON.stringify({ tab, q: orgNo }), range: '[0,24]' })}`, { signal }),
  });
  const row = follow.data?.rows.find((company) => company.organisationNumber === orgNo);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Typography variant="h1">{t('companyFollowUp.title')}</Typography>
      <CompanyFollowUpTabs orgNo={orgNo} value={tab} />
      {follow.isPending && <LoadingState />}
      {follow.isError && <ErrorState error={follow.error} onRetry={() => void follow.refetch()} />}
      {follow.isSuccess && !row?.items.length && <Typography color="text.secondary">{t(`companyFollowUp.empty.${tab}`)}</Typography>}
      {!!row?.items.length && (
        <List aria-label={t(`portfolio.followUp.tab.${tab}`)}>
          {row.items.map((item) => (
            <ListItem key={item.kind} divider>
              <ListItemText primary={t(`portfolio.followUp.kind.${item.kind}`, { value: formatNumber(item.count, language) })} />
            </ListItem>
          ))}
        </List>
      )}
      {!!row?.outdatedNames?.length && (
        <Button variant="outlined" onClick={() => setRenaming(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('portfolio.followUp.updateNames.open')}
        </Button>
      )}
      {renaming && row && <UpdateShareholderNamesDialog company={row} names={row.outdatedNames ?? []} onClose={() => setRenaming(false)} />}
    </Box>
  );
};

export const companyFollowUpRoutes = followUpTabs.map((tab) => <Route key={`follow-up-${tab}`} path={`follow-up/${tab}/:tab?`} element={<CompanyFollowUpPage tab={tab} />} />);
