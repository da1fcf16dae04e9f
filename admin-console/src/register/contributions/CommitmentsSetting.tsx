import type { CompanySummary } from '@andel/domain/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, useCanEdit, useCompany, useNotify } from '@andel/ui/shell';

/**
 * The commitments toggle of a Norwegian company (seed: commitments depend on a feature toggle), for those who may
 * edit the company's settings; on, the commitments menu and pages appear. Nothing for Swedish companies.
 */
export const CommitmentsSetting = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit('companySettings');
  const { data: company } = useCompany(orgNo);
  const show = (enabled: boolean) => queryClient.setQueryData<CompanySummary>(['company', orgNo], (current) => (current ? { ...current, commitmentsEnabled: enabled } : current));
  const save = useMutation({
    mutationFn: (enabled: boolean) => apiFetch(`/shareholder-commitment/${encodeURIComponent(orgNo)}/enabled`, { method: 'PUT', body: { enabled } }),
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey: ['company', orgNo] });
      show(enabled);
    },
    onError: (error, enabled) => {
      show(!enabled);
      notify({ messageKey: errorMessageKey(error), severity: 'error' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['holder-contributions'] }),
  });
  if (!company || company.country !== 'NO' || !canEdit) return null;
  return (
    <>
      <FormControlLabel
        control={<Switch checked={company.commitmentsEnabled} disabled={save.isPending} onChange={(event) => save.mutate(event.target.checked)} />}
        label={t('commitments.enabled')}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('commitments.enabled.help')}
      </Typography>
    </>
  );
};
