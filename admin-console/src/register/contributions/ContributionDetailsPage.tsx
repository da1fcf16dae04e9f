import { formatDate, formatMoney, type ContributionBook, type ContributionView } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { apiFetch, CompanyPage, currentLanguage, ErrorState, fieldErrorsOf, IsoDateField, LoadingState, useCanEdit, useNotify } from '@andel/ui/shell';
import { KeptAttachments } from '../attachments/TransactionAttachments';
import { bookApi, bookKey, bookPage, bookQueryKey } from '@andel/ui/contributions';

/** `shareholders/contributions/log/{contributionId}` (and commitments): an entry's amounts per holder, its attachments, a date change and a delete. */
export const ContributionDetailsPage = ({ book }: { book: ContributionBook }) => {
  const { t } = useTranslation();
  const { orgNo = '', id = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit('commitments');
  const path = `${bookApi(book)}/${encodeURIComponent(orgNo)}/${encodeURIComponent(id)}`;
  const queryKey = [...bookQueryKey(orgNo, book), id];
  const { data, isPending, error, refetch } = useQuery({ queryKey, queryFn: ({ signal }) => apiFetch<ContributionView>(path, { signal }) });
  const [date, setDate] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const language = currentLanguage();
  const shownDate = date ?? data.registrationDate.slice(0, 10);

  const changeDate = async () => {
    setBusy(true);
    setDateError(null);
    try {
      await apiFetch(`${path}/changeDate`, { method: 'POST', body: { registrationDate: shownDate } });
      await queryClient.invalidateQueries({ queryKey: bookQueryKey(orgNo, book) });
      setDate(null);
      notify({ messageKey: 'contributions.change-date-success', severity: 'success' });
    } catch (failure) {
      setDateError(fieldErrorsOf(failure).registrationDate ?? 'contributions.change-date-error');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await apiFetch(path, { method: 'DELETE' });
      await queryClient.invalidateQueries({ queryKey: bookQueryKey(orgNo, book) });
      notify({ messageKey: 'contributions.delete-success', severity: 'success' });
      void navigate(bookPage(orgNo, book, '/log'));
    } catch {
      notify({ messageKey: 'contributions.delete-error', severity: 'error' });
    } finally {
      setBusy(false);
      setDeleting(false);
    }
  };

  return (
    <CompanyPage titleKey={`${bookKey(book)}.title`}>
      <Stack spacing={2}>
        <Typography variant="h3">{`${t(`${bookKey(book)}.type.${data.type}`)} · ${formatDate(data.registrationDate)}`}</Typography>
        {data.comment && <Typography>{data.comment}</Typography>}
        <Paper sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('contributions.details')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('contributions.field.shareholder')}</TableCell>
                <TableCell align="right">{t('contributions.field.amount')}</TableCell>
                <TableCell align="right">{t('contributions.field.recallableAmount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.details.map((detail) => (
                <TableRow key={detail.shareholderContributionDetailsId}>
                  <TableCell>{detail.shareholderName ?? t('shareholders.unnamed')}</TableCell>
                  <TableCell align="right">{formatMoney(detail.amount, language, detail.currency)}</TableCell>
                  <TableCell align="right">{formatMoney(detail.recallableAmount, language, detail.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        {canEdit && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <IsoDateField
              label={t('contributions.field.registrationDate')}
              value={shownDate}
              onChange={setDate}
              error={dateError !== null}
              helperText={dateError ? t(dateError) : undefined}
            />
            <Button variant="outlined" disabled={busy || date === null} onClick={() => void changeDate()}>
              {t('contributions.changeDate')}
            </Button>
            <Button color="error" disabled={busy} onClick={() => setDeleting(true)}>
              {t('contributions.delete')}
            </Button>
          </Stack>
        )}
        <KeptAttachments
          attachments={data.attachments}
          uploadPath={`${path}/attachments`}
          attachmentPath={(attachmentId) => `${path}/attachments/${attachmentId}`}
          queryKey={queryKey}
          feature="commitments"
        />
      </Stack>
      <Confirm isOpen={deleting} loading={busy} title="contributions.delete" content="contributions.deleteConfirm" confirm="contributions.delete" onConfirm={() => void remove()} onClose={() => setDeleting(false)} />
    </CompanyPage>
  );
};
