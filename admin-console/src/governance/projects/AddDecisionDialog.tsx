import type { DecisionCatalogueView, DecisionType } from '@andel/domain/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, FormError } from '@andel/ui/shell';
import { DecisionCataloguePicker } from '../decisions/DecisionCataloguePicker';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';

type AddDecisionDialogProps = { projectId: string; catalogue: DecisionCatalogueView; onClose: () => void };

/** Adds decisions picked from the catalogue to a project, one call each in the order picked. */
export const AddDecisionDialog = ({ projectId, catalogue, onClose }: AddDecisionDialogProps) => {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<DecisionType[]>([]);
  const [missing, setMissing] = useState(false);
  const add = useGovernanceMutation({
    mutationFn: async (types: DecisionType[]) => {
      for (const decisionType of types) await apiFetch(`/project/${encodeURIComponent(projectId)}/decisions`, { method: 'POST', body: { decisionType } });
    },
    successKey: 'decisions.added',
    onSuccess: onClose,
  });
  const submit = () => {
    setMissing(selected.length === 0);
    if (selected.length) add.mutate(selected);
  };
  return (
    <GovernanceDialog titleKey="decisions.add.title" submitKey="decisions.add.submit" maxWidth="md" pending={add.isPending} onSubmit={submit} onClose={onClose}>
      <FormError error={add.error} />
      {missing && <Typography color="error">{t('missingDecisions')}</Typography>}
      <DecisionCataloguePicker catalogue={catalogue} selected={selected} onChange={setSelected} />
    </GovernanceDialog>
  );
};
