import type { BatchInvitationRequestDecision, BatchInvitationRequestView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiFetch, AppLayout, ErrorState, errorMessageKey, LoadingState, useNotify } from '@andel/ui/shell';

/**
 * `/batch-invitation-request/{batchId}`: someone asks for access to several companies at once. An admin answers the
 * requests of the companies they administer together; the requester sees them wait.
 */
export const BatchInvitationRequestPage = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { batchId = '' } = useParams();
  const path = `/invitation/batch-invitation-request/${encodeURIComponent(batchId)}`;
  const batch = useQuery({ queryKey: ['batch-invitation-request', batchId], queryFn: () => apiFetch<BatchInvitationRequestView>(path) });
  const answer = useMutation({
    mutationFn: (decision: 'accept' | 'reject') => apiFetch<BatchInvitationRequestDecision>(`${path}/${decision}`, { method: 'POST' }),
    onSuccess: ({ requests }) => {
      notify({ messageKey: 'batchInvitationRequest.answered', params: { count: requests.length }, severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: ['batch-invitation-request', batchId] });
    },
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });
  const data = batch.data;
  const decidable = data?.requests.filter((request) => request.canDecide && request.state === 'PENDING') ?? [];
  const isRequester = data ? data.requests.every((request) => !request.canDecide) : false;

  return (
    <AppLayout>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('batchInvitationRequest.title')}
      </Typography>
      {batch.isPending && <LoadingState />}
      {batch.isError && <ErrorState error={batch.error} />}
      {data && (
        <Box sx={{ maxWidth: 720 }}>
          <Typography>{t('batchInvitationRequest.intro', data)}</Typography>
          <Typography sx={{ fontWeight: 600, my: 1 }}>{t(`invitationRequest.accessType.${data.requestAccessType}`)}</Typography>
          {data.personalNoteText && <Alert severity="info" icon={false} sx={{ my: 2, whiteSpace: 'pre-wrap' }}>{data.personalNoteText}</Alert>}
          <Table size="small" aria-label={t('batchInvitationRequest.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('batchInvitationRequest.company')}</TableCell>
                <TableCell>{t('batchInvitationRequest.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.requests.map((request) => (
                <TableRow key={request.id}>
                  <TableCell>
                    {request.companyName} ({request.organisationNumber})
                  </TableCell>
                  <TableCell>{t(`invitationRequest.state.${request.state}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {isRequester && data.requests.some((request) => request.state === 'PENDING') && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('batchInvitationRequest.waiting')}
            </Alert>
          )}
          {decidable.length > 0 && (
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
              <Button variant="contained" loading={answer.isPending && answer.variables === 'accept'} disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
                {t('batchInvitationRequest.acceptAll')}
              </Button>
              <Button variant="outlined" color="error" loading={answer.isPending && answer.variables === 'reject'} disabled={answer.isPending} onClick={() => answer.mutate('reject')}>
                {t('batchInvitationRequest.rejectAll')}
              </Button>
            </Box>
          )}
        </Box>
      )}
    </AppLayout>
  );
};
