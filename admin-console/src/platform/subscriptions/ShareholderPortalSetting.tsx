import type { CompanySummary } from '@andel/domain/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, useCompany, useNotify } from '@andel/ui/shell';

/** `settings/shareholders`: the shareholder portal on or off; the switch moves at once and back if saving fails. */
export const ShareholderPortalSetting = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: company } = useCompany(orgNo);
  const show = (enabled: boolean) =>
    queryClient.setQueryData<CompanySummary>(['company', orgNo], (current) => (current ? { ...current, shareholderPortalEnabled: enabled } : current));
  const save = useMutation({
    mutationFn: (enabled: boolean) => apiFetch(`/company-settings/${encodeURIComponent(orgNo)}/shareholder-portal`, { method: 'PUT', body: { enabled } }),
    // A refetch of the company still under way (after a subscription change, say) would put the old state back.
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey: ['company', orgNo] });
      show(enabled);
    },
    onSuccess: (_result, enabled) => notify({ messageKey: enabled ? 'shareholderPortalSetting.enabled' : 'shareholderPortalSetting.disabled', severity: 'success' }),
    onError: (error, enabled) => {
      show(!enabled);
      notify({ messageKey: errorMessageKey(error), severity: 'error' });
    },
  });
  if (!company) return null;
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>{t('shareholderPortalSetting.title')}</Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('shareholderPortalSetting.text')}</Typography>
      <FormControlLabel
        control={<Switch checked={company.shareholderPortalEnabled} disabled={save.isPending} onChange={(event) => save.mutate(event.target.checked)} />}
        label={t('shareholderPortalSetting.label')}
      />
    </>
  );
};
