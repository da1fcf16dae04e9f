import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState, useCanEdit, useFeatureLevel } from '@andel/ui/shell';
import { BoardMeetingNotice } from '../board-meetings/BoardMeetingNotice';
import { BoardMinutesEditor } from '../board-minutes/BoardMinutesEditor';
import { NoticeViewing } from '../meeting-documents/NoticeViewing';
import { GeneralMeetingMinutesPanel } from '../minutes/GeneralMeetingMinutesPanel';
import { generalMeetingPath } from '../general-meetings/general-meeting-paths';
import { useDecisionCatalogue } from '../decisions/useDecisionCatalogue';
import { projectsPath } from './project-paths';
import { ProjectDecisions } from './ProjectDecisions';
import { ProjectDocuments } from './ProjectDocuments';
import { ProjectRenameForm } from './ProjectRenameForm';
import { useProject } from './useProjects';

/** A read-only section while the project (or its meeting) is locked, laid out as the page. */
const fieldset = { border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3 } as const;

/**
 * `/company/{orgNo}/projects/{projectId}`: the project editor. Its name, documents and matters; a project with a
 * board meeting notice also shows the notice editor's panels, one with minutes the minutes editor. While a document
 * is sent (locked) the matters and the notice are read-only until it is reopened.
 */
export const ProjectEditorPage = () => {
  const { t } = useTranslation();
  const { orgNo = '', projectId = '' } = useParams();
  const project = useProject(projectId);
  const catalogue = useDecisionCatalogue(orgNo);
  const canEdit = useCanEdit('freetext');
  const canMeet = useCanEdit('companyEvents');
  const seesMeetings = useFeatureLevel('companyEvents') !== 'NONE';
  const back = (
    <Button component={Link} to={projectsPath(orgNo)} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('projects.editor.back')}
    </Button>
  );
  if (project.isPending) return <LoadingState />;
  if (project.isError) return (
    <>
      {back}
      <ErrorState error={project.error} onRetry={() => void project.refetch()} />
    </>
  );
  const data = project.data;
  const minutes = data.documents.find(({ documentType }) => documentType === 'board_meeting');
  const generalMeetingMinutes = data.documents.find(({ documentType }) => documentType === 'general_meeting');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 960 }}>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{data.projectName}</Typography>
        <Chip size="small" label={t(`projectStatus.${data.status}`)} />
      </Box>
      {data.containsNoticeOrMinutesGeneralMeetingDocument && seesMeetings && (
        <Button variant="contained" component={Link} to={generalMeetingPath(orgNo, data.id)} sx={{ alignSelf: 'flex-start' }}>
          {t('generalMeetings.open')}
        </Button>
      )}
      {canEdit && <ProjectRenameForm key={data.projectName} project={data} />}
      {data.isLocked && <Alert severity="info">{t('projects.editor.locked')}</Alert>}
      <ProjectDocuments project={data} canEdit={canEdit} canReopen={canMeet} />
      {data.containsNoticeOrMinutesBoardMeetingDocument && (
        <Box component="fieldset" disabled={data.isMeetingDetailsLocked} sx={fieldset}>
          <BoardMeetingNotice projectId={data.id} canEdit={canMeet && !data.isMeetingDetailsLocked} />
        </Box>
      )}
      <ProjectDecisions project={data} catalogue={catalogue.data} canEdit={canEdit} />
      <NoticeViewing project={data} canEdit={canMeet} />
      {minutes && <BoardMinutesEditor orgNo={orgNo} projectId={data.id} canEdit={canMeet} signing={minutes.signing} />}
      {generalMeetingMinutes && seesMeetings && <GeneralMeetingMinutesPanel orgNo={orgNo} projectId={data.id} document={generalMeetingMinutes} canEdit={canMeet} />}
    </Box>
  );
};
