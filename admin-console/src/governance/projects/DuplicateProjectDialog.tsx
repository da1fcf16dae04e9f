import { ZProjectCreateSchema, type ProjectCreated, type ProjectListItem, type TProjectCreate } from '@andel/domain/shared';
import { useState } from 'react';
import { apiFetch, errorMessageKey, FormError, useNotify, validateForm } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';
import { ProjectNameField } from './ProjectNameField';

type DuplicateProjectDialogProps = { orgNo: string; project: ProjectListItem; onClose: () => void };

/** Copies a project with its decisions and documents under a new name (the seed's `duplicateProjectId`); the copy is the user's. */
export const DuplicateProjectDialog = ({ orgNo, project, onClose }: DuplicateProjectDialogProps) => {
  const notify = useNotify();
  const [projectName, setProjectName] = useState(project.projectName);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const duplicate = useGovernanceMutation({
    mutationFn: (input: TProjectCreate) => apiFetch<ProjectCreated>('/projects', { method: 'POST', body: input }),
    successKey: 'projects.duplicate.done',
    onSuccess: onClose,
    // The seed: a failed duplicate closes the dialog and shows the error.
    onError: (error) => {
      onClose();
      notify({ messageKey: errorMessageKey(error), severity: 'error' });
    },
  });
  const submit = () => {
    const { data, errors: problems } = validateForm(ZProjectCreateSchema, { orgNo, projectName, duplicateProjectId: project.id });
    setErrors(problems ?? {});
    if (data) duplicate.mutate(data);
  };
  return (
    <GovernanceDialog titleKey="projects.duplicate" submitKey="projects.duplicate.submit" pending={duplicate.isPending} onSubmit={submit} onClose={onClose}>
      <FormError error={duplicate.error} />
      <ProjectNameField value={projectName} onChange={setProjectName} error={errors.projectName} autoFocus />
    </GovernanceDialog>
  );
};
