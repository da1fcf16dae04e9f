import type { CompanyRemark, CompanySummary } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, fieldErrorsOf, useNotify } from '@andel/ui/shell';
import { TitledCard } from './TitledCard';

/** The company's note (`POST /company/{orgNo}/remark`): read by those who see its settings, written by those who edit them. */
export const CompanyRemarkCard = ({ company }: { company: CompanySummary }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (remark: string) => apiFetch<CompanyRemark>(`/company/${encodeURIComponent(company.organisationNumber)}/remark`, { method: 'POST', body: { remark } }),
    onSuccess: async () => {
      notify({ messageKey: 'company.remark.saved', severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['company', company.organisationNumber] });
      setDraft(null);
    },
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });
  if (company.featureLevels.companySettings === 'NONE') return null;
  const canEdit = company.featureLevels.companySettings === 'EDIT';
  const fieldError = fieldErrorsOf(save.error).remark;
  return (
    <TitledCard titleKey="company.remark.title">
      {draft === null ? (
        <>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} color={company.remark ? undefined : 'text.secondary'}>
            {company.remark ?? t('company.remark.none')}
          </Typography>
          {canEdit && (
            <Button sx={{ mt: 1 }} onClick={() => setDraft(company.remark ?? '')}>
              {t('company.remark.edit')}
            </Button>
          )}
        </>
      ) : (
        <>
          <TextField
            label={t('company.remark.title')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={Boolean(fieldError)}
            helperText={fieldError ? t(fieldError) : ' '}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" loading={save.isPending} onClick={() => save.mutate(draft)}>
              {t('company.remark.save')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('company.remark.cancel')}</Button>
          </Stack>
        </>
      )}
    </TitledCard>
  );
};
