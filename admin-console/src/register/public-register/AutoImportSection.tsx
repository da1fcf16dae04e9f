import type { AutoImportState } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, useCanEdit, useNotify, type ApiMethod } from '@andel/ui/shell';

const stateKey = (orgNo: string) => ['autoImport', orgNo];

/**
 * The company dashboard's auto-import (seed: register, auto-import section): the offer while the log is empty and
 * the latest public register year holds the company; then, while the log is exactly the unconfirmed AUTOIMPORT entry,
 * the confirmation section (confirming hides it); once confirmed, a way to show it again.
 */
export const AutoImportSection = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit('shareholders');
  const path = encodeURIComponent(orgNo);
  const state = useQuery({ queryKey: stateKey(orgNo), queryFn: ({ signal }) => apiFetch<AutoImportState>(`/company/${path}/auto-import`, { signal }) });
  const run = useMutation({
    mutationFn: () => apiFetch(`/company/reimportshaholderdata/${path}`, { method: 'POST' }),
    onSuccess: async () => {
      notify({ messageKey: 'shareholders.autoimport.successRunningAutoimport', severity: 'success' });
      await queryClient.invalidateQueries();
    },
    onError: () => notify({ messageKey: 'shareholders.autoimport.errorRunningAutoimport', severity: 'error' }),
  });
  const confirm = useMutation({
    mutationFn: (method: ApiMethod) => apiFetch<AutoImportState>(`/company/confirm-autoimport/${path}`, { method }),
    onSuccess: (next) => queryClient.setQueryData(stateKey(orgNo), next),
    onError: (_error, method) => notify({ messageKey: method === 'PUT' ? 'transactions.only-autoimport.hide.error' : 'transactions.only-autoimport.show.error', severity: 'error' }),
  });
  if (!state.data || !canEdit) return null;
  const { offer, section, confirmed } = state.data;
  if (offer)
    return (
      <Alert severity="info" sx={{ mt: 2 }} action={<Button color="inherit" onClick={() => run.mutate()} disabled={run.isPending}>{t('publicRegister.autoImport.run')}</Button>}>
        <AlertTitle>{t('publicRegister.autoImport.offerTitle')}</AlertTitle>
        {t('publicRegister.autoImport.offerText', offer)}
      </Alert>
    );
  if (section)
    return (
      <Alert
        severity="warning"
        sx={{ mt: 2 }}
        role="region"
        aria-label={t('publicRegister.autoImport.sectionTitle')}
        action={<Button color="inherit" onClick={() => confirm.mutate('PUT')} disabled={confirm.isPending}>{t('publicRegister.autoImport.confirm')}</Button>}
      >
        <AlertTitle>{t('publicRegister.autoImport.sectionTitle')}</AlertTitle>
        {t('publicRegister.autoImport.sectionText', { year: section.year })}
      </Alert>
    );
  if (confirmed)
    return (
      <Button size="small" sx={{ mt: 1 }} onClick={() => confirm.mutate('DELETE')} disabled={confirm.isPending}>
        {t('publicRegister.autoImport.showAgain')}
      </Button>
    );
  return null;
};
