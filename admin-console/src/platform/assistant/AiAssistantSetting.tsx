import type { CompanySummary } from '@andel/domain/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, useCompany, useNotify } from '@andel/ui/shell';

/** Company settings: the AI writing assistant on or off for the company (off until an admin turns it on). */
export const AiAssistantSetting = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: company, isFetching } = useCompany(orgNo);
  const save = useMutation({
    mutationFn: (enabled: boolean) => apiFetch<{ enabled: boolean }>(`/company-settings/${encodeURIComponent(orgNo)}/ai-assistant`, { method: 'PUT', body: { enabled } }),
    // A company read still under way would land after the change and put back the old value.
    onMutate: () => queryClient.cancelQueries({ queryKey: ['company', orgNo] }),
    onSuccess: ({ enabled }) => {
      queryClient.setQueryData<CompanySummary>(['company', orgNo], (current) => (current ? { ...current, aiAssistantEnabled: enabled } : current));
      void queryClient.invalidateQueries({ queryKey: ['ai-status'] });
      notify({ messageKey: enabled ? 'ai.setting.enabled' : 'ai.setting.disabled', severity: 'success' });
    },
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });
  if (!company) return null;
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1, mt: 3 }}>
        {t('ai.setting.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('ai.setting.text')}</Typography>
      <FormControlLabel
        control={<Switch checked={save.isPending ? Boolean(save.variables) : company.aiAssistantEnabled} disabled={save.isPending || isFetching} onChange={(event) => save.mutate(event.target.checked)} />}
        label={t('ai.setting.label')}
      />
    </>
  );
};
