import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@andel/ui/shell';
import { useProjectList } from '../projects/useProjects';
import { generalMeetingPath } from './general-meeting-paths';

/** `/company/{orgNo}/general-meetings`: the way from the company menu to each general meeting's screen. */
export const GeneralMeetingListPage = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const projects = useProjectList(orgNo);
  if (projects.isPending) return <LoadingState />;
  if (projects.isError) return <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />;
  const meetings = projects.data.filter((project) => project.containsNoticeOrMinutesGeneralMeetingDocument);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Typography variant="h1">{t('generalMeetings.menu')}</Typography>
      {meetings.length === 0 && <Typography color="text.secondary">{t('generalMeetings.list.empty')}</Typography>}
      <List aria-label={t('generalMeetings.menu')}>
        {meetings.map((meeting) => (
          <ListItem key={meeting.id} disablePadding>
            <ListItemButton component={Link} to={generalMeetingPath(orgNo, meeting.id)}>
              <ListItemText primary={meeting.projectName} secondary={t(`projectStatus.${meeting.status}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
