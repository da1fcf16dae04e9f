import type { CompanySummary } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, useNotify } from '@andel/ui/shell';

/**
 * Tells the admin of a company whose claim waits for proof that nothing is sent in its name yet, and lets them prove
 * it with the e-ID they signed in with (`POST /company/{orgNo}/prove-claim`); shown above every page of the company.
 */
export const CompanyClaimBanner = ({ company }: { company: CompanySummary }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const prove = useMutation({
    mutationFn: () => apiFetch(`/company/${encodeURIComponent(company.organisationNumber)}/prove-claim`, { method: 'POST' }),
    onSuccess: () => {
      notify({ messageKey: 'companyClaim.proven', severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: ['company', company.organisationNumber] });
    },
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });
  if (!company.claimPending || company.accessType !== 'ADMIN') return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      role="region"
      aria-label={t('companyClaim.pending.title')}
      action={
        <Button color="inherit" size="small" loading={prove.isPending} onClick={() => prove.mutate()}>
          {t('companyClaim.prove')}
        </Button>
      }
    >
      <AlertTitle>{t('companyClaim.pending.title')}</AlertTitle>
      {t('companyClaim.pending.text')}
    </Alert>
  );
};
