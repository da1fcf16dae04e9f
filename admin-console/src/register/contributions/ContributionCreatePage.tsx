import { contributionTypeOfPath, type ContributionBook, type ContributionView } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { apiFetch, CompanyPage, ErrorState, fieldErrorsOf, FormError, IsoDateField, LoadingState, useFormErrors, useNotify } from '@andel/ui/shell';
import { localToday } from '../transactions/local-today';
import { bookApi, bookKey, bookPage, bookQueryKey } from '@andel/ui/contributions';
import { useContributionBook } from './useContributionBook';

type Row = { amount: string; recallableAmount: string };
const emptyRow: Row = { amount: '', recallableAmount: '' };

/**
 * `shareholders/contributions/new/{contributionType}` (and commitments): one holder's amount (single mode) or an
 * amount per holder (multiple mode). The server applies the seed's rules; its keys show under the fields.
 */
export const ContributionCreatePage = ({ book }: { book: ContributionBook }) => {
  const { t } = useTranslation();
  const { orgNo = '', contributionType = '' } = useParams();
  const type = contributionTypeOfPath(contributionType);
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useContributionBook(orgNo, book);
  const [mode, setMode] = useState<'single' | 'multiple'>('single');
  const [registrationDate, setDate] = useState(localToday());
  const [comment, setComment] = useState('');
  const [holder, setHolder] = useState('');
  const [rows, setRows] = useState<Record<string, Row>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { setErrors, fieldProps } = useFormErrors();
  if (!type) return <Navigate to={bookPage(orgNo, book)} replace />;
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;

  const holders = data.summary;
  const rowOf = (shareholderId: string) => rows[shareholderId] ?? emptyRow;
  const setRow = (shareholderId: string, change: Partial<Row>) => setRows((current) => ({ ...current, [shareholderId]: { ...rowOf(shareholderId), ...change } }));
  const detail = (shareholderId: string) => ({ shareholderId, amount: rowOf(shareholderId).amount || '0', recallableAmount: rowOf(shareholderId).recallableAmount || '0' });
  const details = mode === 'single' ? (holder ? [detail(holder)] : []) : holders.map((row) => detail(row.shareholderId));
  // Field errors name details by index; in multiple mode the index is the holder's row.
  const errorAt = (index: number, field: keyof Row) => fieldProps(`details.${index}.${field}`);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      const created = await apiFetch<ContributionView>(`${bookApi(book)}/new`, { method: 'POST', body: { organisationNumber: orgNo, type, mode, registrationDate, comment: comment || undefined, details } });
      await queryClient.invalidateQueries({ queryKey: bookQueryKey(orgNo, book) });
      notify({ messageKey: 'contributions.register-success', severity: 'success' });
      void navigate(bookPage(orgNo, book, `/log/${created.shareholderContributionId}`));
    } catch (caught) {
      setErrors(fieldErrorsOf(caught));
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  const amountFields = (shareholderId: string, index: number) => (
    <>
      <TextField label={t('contributions.field.amount')} value={rowOf(shareholderId).amount} onChange={(event) => setRow(shareholderId, { amount: event.target.value })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...errorAt(index, 'amount')} />
      <TextField
        label={t('contributions.field.recallableAmount')}
        value={rowOf(shareholderId).recallableAmount}
        onChange={(event) => setRow(shareholderId, { recallableAmount: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...errorAt(index, 'recallableAmount')}
      />
    </>
  );

  return (
    <CompanyPage titleKey={`${bookKey(book)}.title`}>
      <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void submit())} sx={{ maxWidth: 900 }}>
        <Typography variant="h3">{t('contributions.new', { type: t(`${bookKey(book)}.type.${type}`).toLowerCase() })}</Typography>
        <ToggleButtonGroup exclusive value={mode} onChange={(_, value: 'single' | 'multiple' | null) => value && setMode(value)} size="small">
          <ToggleButton value="single">{t('contributions.mode.single')}</ToggleButton>
          <ToggleButton value="multiple">{t('contributions.mode.multiple')}</ToggleButton>
        </ToggleButtonGroup>
        <IsoDateField label={t('contributions.field.registrationDate')} value={registrationDate} onChange={setDate} required {...fieldProps('registrationDate')} />
        {mode === 'single' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select label={t('contributions.field.shareholder')} value={holder} onChange={(event) => setHolder(event.target.value)} sx={{ minWidth: 260 }} required {...fieldProps('details.0.shareholderId')}>
              {holders.map((row) => (
                <MenuItem key={row.shareholderId} value={row.shareholderId}>
                  {row.shareholderName ?? t('shareholders.unnamed')}
                </MenuItem>
              ))}
            </TextField>
            {holder && amountFields(holder, 0)}
          </Stack>
        ) : (
          <Paper sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('contributions.field.shareholder')}</TableCell>
                  <TableCell>{t('contributions.field.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {holders.map((row, index) => (
                  <TableRow key={row.shareholderId}>
                    <TableCell>{row.shareholderName ?? t('shareholders.unnamed')}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        {amountFields(row.shareholderId, index)}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {fieldProps('details').error && (
              <Typography role="alert" color="error" sx={{ p: 2 }}>
                {fieldProps('details').helperText}
              </Typography>
            )}
          </Paper>
        )}
        <TextField label={t('contributions.field.comment')} value={comment} onChange={(event) => setComment(event.target.value)} multiline minRows={2} {...fieldProps('comment')} />
        <FormError error={failure} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('contributions.save')}
          </Button>
          <Button onClick={() => void navigate(bookPage(orgNo, book))}>{t('contributions.cancel')}</Button>
        </Stack>
      </Stack>
    </CompanyPage>
  );
};
