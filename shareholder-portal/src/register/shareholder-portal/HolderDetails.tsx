import { holderEditableFieldNames, type HolderDetails as HolderDetailsRecord } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, apiFetch, ErrorState, LoadingState, useNotify } from '@andel/ui/shell';

type EditableField = (typeof holderEditableFieldNames)[number];

/** The details' tabs (`details/{tab}`, seed 000 section 2, tab values ours): contact details, then bank details. */
const bankFields: readonly EditableField[] = ['bankDetailsCountry', 'bic', 'iban'];
const detailTabs = { contact: holderEditableFieldNames.filter((field) => !bankFields.includes(field)), bank: bankFields } as const;
type DetailTab = keyof typeof detailTabs;
const isDetailTab = (value: string): value is DetailTab => value in detailTabs;

/** Saves the changed fields one by one (the same one-field call as the admin's edit-all mode); stops at the first refusal. */
const saveChanged = async (orgNo: string, shareholderId: string, changes: [EditableField, string][]) => {
  const refused: Partial<Record<EditableField, string>> = {};
  for (const [fieldName, newValue] of changes) {
    try {
      await apiFetch(`/shareholder-view/update-shareholder/${encodeURIComponent(orgNo)}`, { method: 'POST', body: { shareholderId, fieldName, newValue: newValue || null } });
    } catch (error) {
      const code = error instanceof ApiError ? ((error.body as { validationError?: string } | null)?.validationError ?? error.code) : 'general-error';
      refused[fieldName] = code;
    }
  }
  return refused;
};

/** `/shareholder/{orgNo}/{shareholderId}/details/{tab?}`: what the company has registered; the holder keeps contact and bank details up to date, a tab each. */
export const HolderDetails = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { orgNo = '', shareholderId = '', tab: tabParam = 'contact' } = useParams();
  const tab = isDetailTab(tabParam) ? tabParam : 'contact';
  const queryKey = ['shareholder-details', orgNo, shareholderId];
  const details = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiFetch<HolderDetailsRecord>(`/shareholder-view/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/details`, { signal }),
  });
  const [edits, setEdits] = useState<Partial<Record<EditableField, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<EditableField, string>>>({});
  const save = useMutation({
    mutationFn: () => saveChanged(orgNo, shareholderId, Object.entries(edits) as [EditableField, string][]),
    onSuccess: (refused) => {
      setErrors(refused);
      setEdits((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field in refused)));
      void queryClient.invalidateQueries({ queryKey });
      if (Object.keys(refused).length === 0) notify({ messageKey: 'shareholderPortal.details.saved', severity: 'success' });
    },
  });
  if (details.isPending) return <LoadingState />;
  if (details.isError) return <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
  const record = details.data;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2">{record.name ?? t('shareholders.unnamed')}</Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {record.isCompany ? record.companyNumber : record.birthDate}
        {record.isPledged ? ` · ${t('shareholderPortal.details.pledged')}` : ''}
      </Typography>
      <Tabs value={tab} sx={{ mb: 2 }}>
        {Object.keys(detailTabs).map((value) => (
          <Tab key={value} value={value} label={t(`shareholderPortal.details.tab.${value}`)} component={Link} to={`/shareholder/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/details/${value}`} />
        ))}
      </Tabs>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {detailTabs[tab].map((field) => (
          <TextField
            key={field}
            label={t(`shareholderPortal.details.field.${field}`)}
            value={edits[field] ?? record[field] ?? ''}
            onChange={(event) => setEdits((current) => ({ ...current, [field]: event.target.value }))}
            error={field in errors}
            helperText={errors[field] ? t(errors[field]) : undefined}
          />
        ))}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={Object.keys(edits).length === 0}>
            {t('shareholderPortal.details.save')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
};
