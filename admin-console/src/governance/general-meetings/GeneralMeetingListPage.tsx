import { generalMeetingDocumentTypes } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState, useCanEdit } from '@andel/ui/shell';
import { useDecisionCatalogue } from '../decisions/useDecisionCatalogue';
import { CreateProjectDialog, type NewProjectKind } from '../projects/CreateProjectDialog';
import { useProjectList } from '../projects/useProjects';
import { generalMeetingPath } from './general-meeting-paths';

/** A general meeting's project: its notice and minutes from the outset, its decisions picked as for any project. */
const generalMeetingProject: NewProjectKind = { documents: generalMeetingDocumentTypes, titleKey: 'generalMeetings.new.title', nameKey: 'generalMeetings.new.defaultName' };

/**
 * `/company/{orgNo}/general-meetings`: the way from the company menu to each general meeting's screen, and a new
 * general meeting (a project holding its notice and minutes), opened on its screen once created.
 */
export const GeneralMeetingListPage = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const projects = useProjectList(orgNo);
  const catalogue = useDecisionCatalogue(orgNo);
  const canEdit = useCanEdit('freetext');
  if (projects.isPending) return <LoadingState />;
  if (projects.isError) return <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />;
  const meetings = projects.data.filter((project) => project.containsNoticeOrMinutesGeneralMeetingDocument);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {t('generalMeetings.menu')}
        </Typography>
        {canEdit && catalogue.data?.decisionToolAvailable && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('generalMeetings.new.button')}
          </Button>
        )}
      </Box>
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
      {creating && catalogue.data && (
        <CreateProjectDialog
          orgNo={orgNo}
          catalogue={catalogue.data}
          kind={generalMeetingProject}
          onCreated={(projectId) => navigate(generalMeetingPath(orgNo, projectId))}
          onClose={() => setCreating(false)}
        />
      )}
    </Box>
  );
};
