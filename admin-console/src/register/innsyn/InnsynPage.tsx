import { formatDate, type InnsynRequestView } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiFetch, CompanyPage, EmptyState, ErrorState, errorMessageKey, LoadingState, useCanEdit, useNotify } from '@andel/ui/shell';

const statusColor = { OPEN: 'warning', OVERDUE: 'error', SENT: 'success' } as const;

/** `shareholders/innsyn` (ours): the requests for a copy of the register, their three-business-day deadline, and sending the redacted copy. */
export const InnsynPage = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit('shareholders');
  const path = `/company/${encodeURIComponent(orgNo)}/innsyn`;
  const { data, isPending, error, refetch } = useQuery({ queryKey: ['innsyn', orgNo], queryFn: ({ signal }) => apiFetch<InnsynRequestView[]>(path, { signal }) });
  const send = useMutation({
    mutationFn: (id: string) => apiFetch(`${path}/${id}/send`, { method: 'POST' }),
    onSuccess: () => {
      notify({ messageKey: 'innsyn.sent', severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: ['innsyn', orgNo] });
    },
    onError: (failure) => notify({ messageKey: errorMessageKey(failure), severity: 'error' }),
  });
  return (
    <CompanyPage titleKey="innsyn.title">
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{`${window.location.origin}/innsyn/${orgNo}`}</Typography>
      {isPending ? (
        <LoadingState />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState textKey="innsyn.list.none" />
      ) : (
        <Paper sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('innsyn.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('innsyn.column.requester')}</TableCell>
                <TableCell>{t('innsyn.column.received')}</TableCell>
                <TableCell>{t('innsyn.column.deadline')}</TableCell>
                <TableCell>{t('innsyn.column.status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((request) => (
                <TableRow key={request.id}>
                  <TableCell>
                    {request.requesterName} ({request.requesterEmail}){request.message ? ` — ${request.message}` : ''}
                  </TableCell>
                  <TableCell>{formatDate(request.receivedAt)}</TableCell>
                  <TableCell>{request.deadline}</TableCell>
                  <TableCell>
                    <Chip size="small" color={statusColor[request.status]} label={t(`innsyn.status.${request.status}`)} />
                    {request.sentAt && ` ${formatDate(request.sentAt)} ${request.sentBy ?? ''}`}
                  </TableCell>
                  <TableCell>
                    {canEdit && !request.sentAt && (
                      <Button size="small" variant="outlined" disabled={send.isPending} onClick={() => send.mutate(request.id)}>
                        {t('innsyn.send')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </CompanyPage>
  );
};
