import type { HolderMeeting } from '@andel/domain/shared';
import { apiFetch, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/**
 * `/shareholder/{orgNo}/{shareholderId}/meetings` (issue 24): the company's general meetings the holder is called to,
 * each opening the holder's own notice page signed in (notice, power of attorney, attendance and votes, minutes).
 */
export const HolderMeetingsPage = () => {
  const { t } = useTranslation();
  const { orgNo = '', shareholderId = '' } = useParams();
  const meetings = useQuery({
    queryKey: ['holder-meetings', orgNo, shareholderId],
    queryFn: ({ signal }) => apiFetch<HolderMeeting[]>(`/shareholder-view/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/meetings`, { signal }),
  });
  if (meetings.isPending) return <LoadingState />;
  if (meetings.isError) return <ErrorState error={meetings.error} onRetry={() => void meetings.refetch()} />;
  if (!meetings.data.length) return <EmptyState textKey="shareholderPortal.meetings.none" />;
  return (
    <List aria-label={t('shareholderPortal.meetings.title')}>
      {meetings.data.map((meeting) => (
        <ListItem key={meeting.projectId} divider>
          <ListItemText
            primary={meeting.title}
            secondary={`${meeting.meetingStartDate.replace('T', ' ')} · ${t(`meetingForm.${meeting.meetingForm}`)}`}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" label={t(meeting.isHeld ? 'shareholderPortal.meetings.held' : 'shareholderPortal.meetings.upcoming')} />
            {meeting.minutesPublished && <Chip size="small" color="success" label={t('shareholderPortal.meetings.minutesPublished')} />}
            {/* The notice page is the notice site's: a page load, not a route of this app. */}
            <Button variant="outlined" href={`/notice-general-meeting/${meeting.noticeForShareholderId}`} aria-label={t('shareholderPortal.meetings.openFor', { title: meeting.title })}>
              {t('shareholderPortal.meetings.open')}
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
};
