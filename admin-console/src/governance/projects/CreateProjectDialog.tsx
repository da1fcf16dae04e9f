import { defaultProjectName, formatDate, ZProjectCreateSchema, type DecisionCatalogueView, type DecisionType, type ProjectCreated, type TProjectCreate } from '@andel/domain/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, validateForm } from '@andel/ui/shell';
import { DecisionCataloguePicker } from '../decisions/DecisionCataloguePicker';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';
import { ProjectNameField } from './ProjectNameField';

type CreateProjectDialogProps = { orgNo: string; catalogue: DecisionCatalogueView; onCreated: (projectId: string) => void; onClose: () => void };

/**
 * A new project (seed 002, sections 2 and 5): its decisions picked from the catalogue and its name, which follows the
 * picked decisions (today's date and their titles) until the user writes one.
 */
export const CreateProjectDialog = ({ orgNo, catalogue, onCreated, onClose }: CreateProjectDialogProps) => {
  const { t } = useTranslation();
  const [decisions, setDecisions] = useState<DecisionType[]>([]);
  const [typedName, setTypedName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const projectName = typedName ?? defaultProjectName(formatDate(new Date()), decisions.map((type) => t(`decisionType.${type}`)));
  const create = useGovernanceMutation({
    mutationFn: (input: TProjectCreate) => apiFetch<ProjectCreated>('/projects', { method: 'POST', body: input }),
    successKey: 'projects.create.done',
    onSuccess: ({ projectId }) => onCreated(projectId),
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors: problems } = validateForm(ZProjectCreateSchema, { orgNo, projectName, decisions, documents: [] });
    setErrors(problems ?? {});
    if (data) create.mutate(data);
  };
  return (
    <GovernanceDialog titleKey="projects.create.title" submitKey="projects.create.submit" maxWidth="md" pending={create.isPending} onSubmit={submit} onClose={onClose}>
      <FormError error={create.error} />
      <ProjectNameField value={projectName} onChange={setTypedName} error={errors.projectName} autoFocus />
      <Typography variant="h3" component="h2">
        {t('projects.create.decisions')}
      </Typography>
      {errors.decisions && <Typography color="error">{t(errors.decisions)}</Typography>}
      <DecisionCataloguePicker catalogue={catalogue} selected={decisions} onChange={setDecisions} />
    </GovernanceDialog>
  );
};
