import type { DecisionCatalogueView, DocumentType, ProjectView } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, EmptyState, FormError } from '@andel/ui/shell';
import { useGovernanceMutation } from '../useGovernanceMutation';
import { AddDecisionDialog } from './AddDecisionDialog';
import { DecisionEditor } from './DecisionEditor';
import { DecisionApply } from '../decision-apply/DecisionApply';

/** `canEdit`: the user may edit projects. A locked (decided) project's matters read only, while what follows the decision (subscription, allocation, apply) stays open. */
type ProjectDecisionsProps = { project: ProjectView; catalogue: DecisionCatalogueView | undefined; canEdit: boolean };

/**
 * The project's matters in order, each with its editor; a free-text matter is added in one click, others from the
 * catalogue. An editor starts again from the saved matter when the documents change (the server may change its type).
 */
export const ProjectDecisions = ({ project, catalogue, canEdit }: ProjectDecisionsProps) => {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const canChange = canEdit && !project.isLocked;
  const documents: DocumentType[] = project.documents.map(({ documentType }) => documentType);
  const freetextOpen = catalogue?.categories.some(({ available, decisionTypes }) => available && decisionTypes.includes('freetext')) ?? false;
  const addFreetext = useGovernanceMutation({
    mutationFn: () => apiFetch(`/project/${encodeURIComponent(project.id)}/decisions`, { method: 'POST', body: { decisionType: 'freetext' } }),
  });
  return (
    <Box component="section" aria-labelledby="project-decisions" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="project-decisions" variant="h2">
        {t('projects.editor.decisions')}
      </Typography>
      {project.decisions.length === 0 && <EmptyState textKey="projects.editor.noDecisions" />}
      {project.decisions.map((decision, index) => (
        <Box key={`${decision.decisionId}:${documents.join()}`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <DecisionEditor projectId={project.id} decision={decision} number={index + 1} documents={documents} canEdit={canChange} canFollowUp={canEdit} />
          {decision.decisionType !== 'freetext' && <DecisionApply projectId={project.id} decisionId={decision.decisionId} />}
        </Box>
      ))}
      <FormError error={addFreetext.error} />
      {canChange && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {freetextOpen && (
            <Button variant="outlined" loading={addFreetext.isPending} onClick={() => addFreetext.mutate(undefined)}>
              {t('decisions.addFreetext')}
            </Button>
          )}
          {catalogue && <Button onClick={() => setAdding(true)}>{t('decisions.add.title')}</Button>}
        </Box>
      )}
      {adding && catalogue && <AddDecisionDialog projectId={project.id} catalogue={catalogue} onClose={() => setAdding(false)} />}
    </Box>
  );
};
