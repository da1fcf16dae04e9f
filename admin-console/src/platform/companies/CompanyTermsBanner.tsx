import type { CompanySummary, CompanyTermsAccepted } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, useNotify } from '@andel/ui/shell';
import { termsUrl } from '../users/terms';

/**
 * Asks an admin of a company whose terms are not accepted yet (one a user registered here) to accept them on its
 * behalf (`POST /company/accept-terms/{orgNo}`); shown above every page of the company until then.
 */
export const CompanyTermsBanner = ({ company }: { company: CompanySummary }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const accept = useMutation({
    mutationFn: () => apiFetch<CompanyTermsAccepted>(`/company/accept-terms/${encodeURIComponent(company.organisationNumber)}`, { method: 'POST' }),
    onSuccess: () => {
      notify({ messageKey: 'company.terms.accepted', params: { companyName: company.name }, severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: ['company', company.organisationNumber] });
    },
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });
  if (company.termsAccepted || company.accessType !== 'ADMIN') return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-label={t('company.terms.title', { companyName: company.name })}>
      <AlertTitle>{t('company.terms.title', { companyName: company.name })}</AlertTitle>
      {t('company.terms.text')}{' '}
      <Link href={termsUrl} target="_blank" rel="noopener">
        {t('registerUser.readTerms')}
      </Link>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />} label={t('company.terms.checkbox')} />
        <Button variant="contained" disabled={!agreed} loading={accept.isPending} onClick={() => accept.mutate()}>
          {t('company.terms.accept')}
        </Button>
      </Stack>
    </Alert>
  );
};
