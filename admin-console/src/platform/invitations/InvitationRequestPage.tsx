import type { InvitationRequestDecision, InvitationRequestView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiFetch, AppLayout, ErrorState, errorMessageKey, LoadingState, useNotify } from '@andel/ui/shell';

/** `/invitation-request/{invitationRequestId}`: a company admin accepts or rejects someone's request for access; the requester sees it wait. */
export const InvitationRequestPage = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { invitationRequestId = '' } = useParams();
  const path = `/invitation/invitation-request/${encodeURIComponent(invitationRequestId)}`;
  const request = useQuery({ queryKey: ['invitation-request', invitationRequestId], queryFn: () => apiFetch<InvitationRequestView>(path) });
  const answer = useMutation({
    mutationFn: (decision: 'accept' | 'reject') => apiFetch<InvitationRequestDecision>(`${path}/${decision}`, { method: 'POST' }),
    onSuccess: ({ state }) => {
      notify({ messageKey: `invitationRequest.state.${state}`, severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: ['invitation-request', invitationRequestId] });
    },
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });

  return (
    <AppLayout>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('invitationRequest.title')}
      </Typography>
      {request.isPending && <LoadingState />}
      {request.isError && <ErrorState error={request.error} />}
      {request.data && (
        <Box sx={{ maxWidth: 640 }}>
          <Typography>{t('invitationRequest.intro', request.data)}</Typography>
          <Typography sx={{ fontWeight: 600, my: 1 }}>{t(`invitationRequest.accessType.${request.data.requestAccessType}`)}</Typography>
          {request.data.personalNoteText && <Alert severity="info" icon={false} sx={{ my: 2, whiteSpace: 'pre-wrap' }}>{request.data.personalNoteText}</Alert>}
          {request.data.state === 'PENDING' && !request.data.canDecide ? (
            <Alert severity="info" sx={{ mt: 2 }}>{t('invitationRequest.waiting')}</Alert>
          ) : request.data.state === 'PENDING' ? (
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
              <Button variant="contained" loading={answer.isPending && answer.variables === 'accept'} disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
                {t('invitationRequest.accept')}
              </Button>
              <Button variant="outlined" color="error" loading={answer.isPending && answer.variables === 'reject'} disabled={answer.isPending} onClick={() => answer.mutate('reject')}>
                {t('invitationRequest.reject')}
              </Button>
            </Box>
          ) : (
            <Alert severity="info" sx={{ mt: 2 }}>{t(`invitationRequest.state.${request.data.state}`)}</Alert>
          )}
        </Box>
      )}
    </AppLayout>
  );
};
