import { localeTag, type GeneralMeetingView, type PowerOfAttorneyView } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiFetch, currentLanguage, ErrorState, LoadingState } from '@andel/ui/shell';
import { powerOfAttorneyDetailsPath } from '../powers-of-attorney/power-of-attorney-paths';
import { governanceQueryRoot } from '../useGovernanceMutation';
import { LiveMeetingTab } from '../live-meeting/LiveMeetingTab';
import { GeneralMeetingMinutesTab } from '../minutes/GeneralMeetingMinutesTab';
import { GeneralMeetingNoticeTab } from './GeneralMeetingNoticeTab';
import { GeneralMeetingSettingsForm } from './GeneralMeetingSettingsForm';

const tabs = ['settings', 'notice', 'power-of-attorney', 'live', 'minutes'] as const;

/**
 * `/company/{orgNo}/general-meeting-preview/{projectId}/{tab?}` (seed 002, section 2): the general meeting's settings,
 * the notice's recipients with their delivery, the meeting's powers of attorney, the live meeting's admin view, and
 * the minutes.
 */
export const GeneralMeetingPage = () => {
  const { t } = useTranslation();
  const { orgNo = '', projectId = '', tab = 'settings' } = useParams();
  const meeting = useQuery({
    queryKey: [governanceQueryRoot, 'general-meeting', projectId],
    queryFn: ({ signal }) => apiFetch<GeneralMeetingView>(`/project/${encodeURIComponent(projectId)}/general-meeting`, { signal }),
  });
  const powers = useQuery({
    queryKey: [governanceQueryRoot, 'general-meeting-powers', projectId],
    queryFn: ({ signal }) => apiFetch<{ powerOfAttorneys: PowerOfAttorneyView[] }>(`/project/${encodeURIComponent(projectId)}/powerOfAttorneys`, { signal }),
    enabled: tab === 'power-of-attorney',
  });
  if (meeting.isPending) return <LoadingState />;
  if (meeting.isError) return <ErrorState error={meeting.error} onRetry={() => void meeting.refetch()} />;
  const data = meeting.data;
  const current = (tabs as readonly string[]).includes(tab) ? tab : 'settings';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Typography variant="h1" sx={{ fontSize: 28 }}>
        {data.projectName}
      </Typography>
      <Tabs value={current}>
        {tabs.map((value) => (
          <Tab key={value} value={value} label={t(`generalMeetings.tab.${value}`)} component={Link} to={`/company/${orgNo}/general-meeting-preview/${projectId}/${value}`} />
        ))}
      </Tabs>
      {current === 'settings' && <GeneralMeetingSettingsForm key={JSON.stringify(data.settings)} meeting={data} />}
      {current === 'notice' && <GeneralMeetingNoticeTab orgNo={orgNo} meeting={data} />}
      {current === 'live' && <LiveMeetingTab meeting={data} />}
      {current === 'minutes' && <GeneralMeetingMinutesTab orgNo={orgNo} projectId={projectId} />}
      {current === 'power-of-attorney' && (
        <List aria-label={t('generalMeetings.tab.power-of-attorney')}>
          {(powers.data?.powerOfAttorneys ?? []).map((power) => (
            <ListItem key={power.powerOfAttorneyId} disablePadding divider>
              <ListItemButton component={Link} to={powerOfAttorneyDetailsPath(orgNo, power.powerOfAttorneyId)}>
                <ListItemText primary={`${power.giverName} → ${power.poaRecipientName}`} secondary={new Date(power.poaGivenAt).toLocaleString(localeTag[currentLanguage()])} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
