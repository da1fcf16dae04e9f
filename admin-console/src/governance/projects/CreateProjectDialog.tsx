import { defaultProjectName, formatDate, ZProjectCreateSchema, type DecisionCatalogueView, type DecisionType, type DocumentType, type ProjectCreated, type TProjectCreate } from '@andel/domain/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, validateForm } from '@andel/ui/shell';
import { DecisionCataloguePicker } from '../decisions/DecisionCataloguePicker';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';
import { ProjectNameField } from './ProjectNameField';

/** A kind of project the dialog starts: its documents from the outset, its title and the word its default name starts with. */
export type NewProjectKind = { documents: readonly DocumentType[]; titleKey: string; nameKey: string | null };

/** A plain decision project: documents are added in the project. */
export const decisionProject: NewProjectKind = { documents: [], titleKey: 'projects.create.title', nameKey: null };

type CreateProjectDialogProps = { orgNo: string; catalogue: DecisionCatalogueView; kind?: NewProjectKind; onCreated: (projectId: string) => void; onClose: () => void };

/**
 * A new project (seed 002, sections 2 and 5): its decisions picked from the catalogue and its name, which follows the
 * picked decisions (today's date and their titles) until the user writes one. A meeting's project starts with its
 * documents (a general meeting's notice and minutes), so it may be created before any decision is picked.
 */
export const CreateProjectDialog = ({ orgNo, catalogue, kind = decisionProject, onCreated, onClose }: CreateProjectDialogProps) => {
  const { t } = useTranslation();
  const [decisions, setDecisions] = useState<DecisionType[]>([]);
  const [typedName, setTypedName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const projectName = typedName ?? defaultProjectName(formatDate(new Date()), [...(kind.nameKey ? [t(kind.nameKey)] : []), ...decisions.map((type) => t(`decisionType.${type}`))]);
  const create = useGovernanceMutation({
    mutationFn: (input: TProjectCreate) => apiFetch<ProjectCreated>('/projects', { method: 'POST', body: input }),
    successKey: 'projects.create.done',
    onSuccess: ({ projectId }) => onCreated(projectId),
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors: problems } = validateForm(ZProjectCreateSchema, { orgNo, projectName, decisions, documents: [...kind.documents] });
    setErrors(problems ?? {});
    if (data) create.mutate(data);
  };
  return (
    <GovernanceDialog titleKey={kind.titleKey} submitKey="projects.create.submit" maxWidth="md" pending={create.isPending} onSubmit={submit} onClose={onClose}>
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
