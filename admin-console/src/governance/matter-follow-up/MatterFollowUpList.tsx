import { localDateTimeText, matterFollowUpTabs, type MatterFollowUps } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';
import { DecisionFollowUpList } from '../decision-follow-up/DecisionFollowUpList';
import { projectPath } from '../projects/project-paths';

/**
 * The follow-up of matters (seed 002: `follow-up/matters/{tab?}`): a tab per thing waited for, and the projects
 * waiting, each with its company, deadline, how far it has come and who it waits on.
 */
export const MatterFollowUpList = ({ follow, tabPath, showCompany }: { follow: UseQueryResult<MatterFollowUps>; tabPath: (tab: string) => string; showCompany: boolean }) => {
  const { t } = useTranslation();
  if (follow.isPending) return <LoadingState />;
  if (follow.isError) return <ErrorState error={follow.error} onRetry={() => void follow.refetch()} />;
  const { tabCounts } = follow.data;
  return (
    <>
      <Tabs value={follow.data.tab} aria-label={t('followUp.matters.tabs')} sx={{ mb: 2 }}>
        {matterFollowUpTabs.map((value) => (
          <Tab key={value} value={value} component={RouterLink} to={tabPath(value)} label={t('followUp.matters.tabWithCount', { name: t(`followUp.matters.tab.${value}`), value: tabCounts[value] })} />
        ))}
      </Tabs>
      {follow.data.tab === 'decisions' ? (
        <DecisionFollowUpList rows={follow.data.rows} showCompany={showCompany} />
      ) : follow.data.rows.length === 0 ? (
        <EmptyState textKey={`followUp.matters.empty.${follow.data.tab}`} />
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t(`followUp.matters.tab.${follow.data.tab}`)}>
            {follow.data.rows.map((row) => (
              <ListItem key={`${row.waitingFor}:${row.projectId}`} divider sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={projectPath(row.organisationNumber, row.projectId)}>
                      {row.projectName}
                    </Link>
                  }
                  secondary={
                    <>
                      {showCompany && <Typography component="span" variant="body2" sx={{ display: 'block' }}>{`${row.companyName} (${row.organisationNumber})`}</Typography>}
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>{t(`followUp.matters.deadline.${row.waitingFor}`, { deadline: localDateTimeText(currentLanguage(), row.deadline) })}</Typography>
                      {row.waitingOn.length > 0 && <Typography component="span" variant="body2" sx={{ display: 'block' }}>{t('followUp.matters.waitingOn', { names: row.waitingOn.join(', ') })}</Typography>}
                    </>
                  }
                />
                <Stack direction="row">
                  <Chip size="small" color="warning" variant="outlined" label={t(`followUp.matters.given.${row.waitingFor}`, { given: row.given, expected: row.expected })} />
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
};
