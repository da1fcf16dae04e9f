import type { ProjectListItem } from '@andel/domain/shared';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiFetch, FormError } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';

/** Confirms deleting a project with its decisions and documents. */
export const DeleteProjectDialog = ({ project, onClose }: { project: ProjectListItem; onClose: () => void }) => {
  const { t } = useTranslation();
  const remove = useGovernanceMutation({
    mutationFn: () => apiFetch(`/project/${encodeURIComponent(project.id)}`, { method: 'DELETE' }),
    successKey: 'projects.delete.done',
    onSuccess: onClose,
  });
  return (
    <GovernanceDialog titleKey="projects.delete.title" submitKey="projects.delete.submit" destructive pending={remove.isPending} onSubmit={() => remove.mutate(undefined)} onClose={onClose}>
      <FormError error={remove.error} />
      <Typography>{t('projects.delete.confirm', { projectName: project.projectName })}</Typography>
    </GovernanceDialog>
  );
};
