import { ErrorState, LoadingState, useCanEdit } from '@andel/ui/shell';
import { useProject } from '../projects/useProjects';
import { GeneralMeetingMinutesPanel } from './GeneralMeetingMinutesPanel';

/** The general meeting screen's minutes tab: the minutes panel of its project's minutes document. */
export const GeneralMeetingMinutesTab = ({ orgNo, projectId }: { orgNo: string; projectId: string }) => {
  const project = useProject(projectId);
  const canEdit = useCanEdit('companyEvents');
  if (project.isPending) return <LoadingState />;
  if (project.isError) return <ErrorState error={project.error} onRetry={() => void project.refetch()} />;
  const document = project.data.documents.find(({ documentType }) => documentType === 'general_meeting');
  return document ? <GeneralMeetingMinutesPanel orgNo={orgNo} projectId={projectId} document={document} canEdit={canEdit} /> : null;
};
