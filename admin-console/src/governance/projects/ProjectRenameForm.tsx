import { ZProjectRenameSchema, type ProjectView, type TProjectRename } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, validateForm } from '@andel/ui/shell';
import { useGovernanceMutation } from '../useGovernanceMutation';
import { ProjectNameField } from './ProjectNameField';

/** Renames the project (`PUT /project/{id}`). */
export const ProjectRenameForm = ({ project }: { project: ProjectView }) => {
  const { t } = useTranslation();
  const [projectName, setProjectName] = useState(project.projectName);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rename = useGovernanceMutation({
    mutationFn: (input: TProjectRename) => apiFetch<ProjectView>(`/project/${encodeURIComponent(project.id)}`, { method: 'PUT', body: input }),
    successKey: 'projects.rename.done',
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors: problems } = validateForm(ZProjectRenameSchema, { projectName });
    setErrors(problems ?? {});
    if (data) rename.mutate(data);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <ProjectNameField value={projectName} onChange={setProjectName} error={errors.projectName} />
      <FormError error={rename.error} />
      <Button type="submit" variant="outlined" loading={rename.isPending} disabled={projectName === project.projectName} sx={{ mt: 1 }}>
        {t('projects.rename.submit')}
      </Button>
    </Box>
  );
};
