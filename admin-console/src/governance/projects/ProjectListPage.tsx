import { projectsInTab, projectTabs, type ProjectListItem, type ProjectTab } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState, useCanEdit } from '@andel/ui/shell';
import { NewMeetingDialog } from '../board-meetings/NewMeetingDialog';
import { useDecisionCatalogue } from '../decisions/useDecisionCatalogue';
import { CreateProjectDialog } from './CreateProjectDialog';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { DuplicateProjectDialog } from './DuplicateProjectDialog';
import { projectPath } from './project-paths';
import { ProjectTable } from './ProjectTable';
import { useProjectList } from './useProjects';

type OpenDialog = { kind: 'create' } | { kind: 'newMeeting' } | { kind: 'duplicate' | 'delete'; project: ProjectListItem } | null;

const isProjectTab = (value: string | null): value is ProjectTab => (projectTabs as readonly (string | null)[]).includes(value);

/** The list's body: loading, failure, nothing in the tab, or the table. */
const ProjectListBody = ({ orgNo, tab, canEdit, onDialog }: { orgNo: string; tab: ProjectTab; canEdit: boolean; onDialog: (dialog: OpenDialog) => void }) => {
  const projects = useProjectList(orgNo);
  if (projects.isPending) return <LoadingState />;
  if (projects.isError) return <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />;
  const shown = projectsInTab(projects.data, tab);
  if (!shown.length) return <EmptyState titleKey="projects.empty.title" textKey={`projects.empty.${tab}`} />;
  return (
    <ProjectTable
      orgNo={orgNo}
      projects={shown}
      canEdit={canEdit}
      onDuplicate={(project) => onDialog({ kind: 'duplicate', project })}
      onDelete={(project) => onDialog({ kind: 'delete', project })}
    />
  );
};

/** `/company/{orgNo}/projects`: the company's decision projects in the tabs all, by me and by others, with new project and new meeting. */
export const ProjectListPage = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: ProjectTab = isProjectTab(tabParam) ? tabParam : 'all';
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const catalogue = useDecisionCatalogue(orgNo);
  const projects = useProjectList(orgNo);
  const copySources = (projects.data ?? []).filter((project) => project.decisions.length > 0);
  const canEdit = useCanEdit('freetext');
  const canMeet = useCanEdit('companyEvents');
  const open = (projectId: string) => navigate(projectPath(orgNo, projectId));
  const close = () => setDialog(null);

  if (catalogue.isPending) return <LoadingState />;
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  if (!catalogue.data.decisionToolAvailable) return <EmptyState titleKey="projects.toolUnavailable.title" textKey="projects.toolUnavailable.text" />;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {t('projects.title')}
        </Typography>
        {canMeet && <Button onClick={() => setDialog({ kind: 'newMeeting' })}>{t('projects.newMeeting')}</Button>}
        {canEdit && (
          <Button variant="contained" onClick={() => setDialog({ kind: 'create' })}>
            {t('projects.new')}
          </Button>
        )}
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, next: ProjectTab) => setSearchParams(next === 'all' ? {} : { tab: next }, { replace: true })} aria-label={t('projects.title')}>
          {projectTabs.map((value) => (
            <Tab key={value} value={value} label={t(`projects.tab.${value}`)} />
          ))}
        </Tabs>
      </Box>
      <ProjectListBody orgNo={orgNo} tab={tab} canEdit={canEdit} onDialog={setDialog} />
      {dialog?.kind === 'create' && <CreateProjectDialog orgNo={orgNo} catalogue={catalogue.data} onCreated={open} onClose={close} />}
      {dialog?.kind === 'newMeeting' && <NewMeetingDialog orgNo={orgNo} copySources={copySources} onCreated={open} onClose={close} />}
      {dialog?.kind === 'duplicate' && <DuplicateProjectDialog orgNo={orgNo} project={dialog.project} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteProjectDialog project={dialog.project} onClose={close} />}
    </>
  );
};
