import { formatDate, signerState, type ArchiveEntryView, type SignerStatusView, type SigningStatusView, type TResendForSigningInput } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, fieldErrorsOf, LoadingState, useNotify } from '../../platform/shell';
import { useRefreshArchive } from '../archive/useArchive';
import { SignerEditForm } from './SignerEditForm';
import { downloadSignedDocuments, useSignedDocuments } from './useSignedDocuments';

/** The dialog's states (seed 002, section 4): ready, reloading, resending, edit, delete-signature-request. */
type DialogState = { kind: 'ready' } | { kind: 'resending'; signerId: string } | { kind: 'edit'; signerId: string } | { kind: 'delete-signature-request' };

/**
 * The signing status dialog of an archive file (seed 002, sections 2 and 4): signed count of total, each signer with
 * their status; resend (disabled for a signer after a successful resend), edit signer, copy signing link, cancel the
 * request (hidden once complete, as the copy buttons), and download of the signed documents (their count when more
 * than one). A document signed by all but not yet sealed says so (awaiting its seal, or how many attempts failed) with
 * a button that seals it again.
 */
export const SigningStatusDialog = ({ orgNo, entry, onClose }: { orgNo: string; entry: Pick<ArchiveEntryView, 'id' | 'name'>; onClose: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useRefreshArchive();
  const status = useQuery({
    queryKey: ['archive', 'signing-status', orgNo, entry.id],
    queryFn: ({ signal }) => apiFetch<SigningStatusView>(`/document/check-signing-status/${entry.id}/${encodeURIComponent(orgNo)}`, { signal }),
  });
  const signed = useSignedDocuments(orgNo, entry.id);
  const [state, setState] = useState<DialogState>({ kind: 'ready' });
  const [resent, setResent] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sealing, setSealing] = useState(false);

  if (status.isPending) return <Dialog open onClose={onClose}><LoadingState /></Dialog>;
  if (status.isError)
    return (
      <Dialog open onClose={onClose}>
        <DialogContent>
          <Alert severity="error">{t('getSigningStatusFailure')}</Alert>
        </DialogContent>
      </Dialog>
    );
  const view = status.data;
  const complete = view.documentSigningStatus === 'SIGNING_COMPLETE';
  const signedDocuments = signed.data ?? [];

  const resend = async (signer: SignerStatusView, input: TResendForSigningInput) => {
    setState({ kind: 'resending', signerId: signer.signedDocumentId });
    try {
      await apiFetch(`/document/resend-for-signing/${entry.id}/${encodeURIComponent(orgNo)}/${signer.signedDocumentId}`, { method: 'POST', body: input });
      setResent(new Set([...resent, signer.signedDocumentId]));
      setErrors({});
      notify({ messageKey: 'signingStatus.resendSuccess', severity: 'success', params: { name: entry.name, email: input.email } });
      setState({ kind: 'ready' });
      await status.refetch();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify({ messageKey: errorMessageKey(error) === 'general-error' ? 'summary.resendFailure' : errorMessageKey(error), severity: 'error' });
      setState(state.kind === 'edit' ? state : { kind: 'ready' });
    }
  };
  // Only a link's hash is kept: copying issues the signer a new link (the one in their email stops working).
  const copyLink = async (signer: SignerStatusView) => {
    try {
      const { signingUrl } = await apiFetch<{ signingUrl: string }>(`/document/signing-link/${entry.id}/${encodeURIComponent(orgNo)}/${signer.signedDocumentId}`, { method: 'POST' });
      await navigator.clipboard.writeText(signingUrl);
      notify({ messageKey: 'signing.link.success', severity: 'success' });
    } catch {
      notify({ messageKey: 'general-error', severity: 'error' });
    }
  };
  const sealAgain = async () => {
    setSealing(true);
    try {
      await apiFetch(`/document/retry-seal/${encodeURIComponent(orgNo)}/${view.requestId}`, { method: 'POST' });
      notify({ messageKey: 'signingStatus.seal.sealed', severity: 'success' });
      await refresh();
    } catch (error) {
      notify({ messageKey: errorMessageKey(error), severity: 'error' });
    } finally {
      setSealing(false);
      await status.refetch();
    }
  };
  const cancel = async () => {
    try {
      await apiFetch('/sign/cancel-signature-request', { method: 'POST', body: { id: view.requestId, orgNo } });
      notify({ messageKey: 'cancel-signing-request-success-message', severity: 'success' });
      await refresh();
      onClose();
    } catch (error) {
      notify({ messageKey: errorMessageKey(error), severity: 'error' });
      setState({ kind: 'ready' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('signingStatus.title', { name: entry.name })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }} data-testid="signing-count">
          {t('signingStatus.count', { signed: view.signedCount, total: view.total })}
        </Typography>
        {view.sealState && (
          <Alert
            severity={view.sealState === 'SEAL_FAILED' ? 'error' : 'info'}
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" disabled={sealing} onClick={() => void sealAgain()}>
                {t('signingStatus.seal.retry')}
              </Button>
            }
          >
            {t(`signingStatus.seal.${view.sealState}`, { attempts: view.sealAttempts })}
          </Alert>
        )}
        <List aria-label={t('signingStatus.signers')}>
          {view.signerStatus.map((signer) => {
            const label = signerState({ isSigned: signer.isSigned, deliveryState: signer.deliveryState });
            const busy = state.kind === 'resending' && state.signerId === signer.signedDocumentId;
            return (
              <ListItem key={signer.signedDocumentId} divider sx={{ display: 'block' }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                  <ListItemText primary={signer.name} secondary={[signer.email, signer.signedAt ? formatDate(signer.signedAt) : null].filter(Boolean).join(' · ')} />
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <Chip size="small" color={signer.isSigned ? 'success' : 'default'} label={t(`signingStatus.state.${label}`)} />
                    {signer.isLocked && <Chip size="small" color="warning" label={t('signingStatus.locked')} />}
                    {!signer.isSigned && !complete && (
                      <>
                        <Button size="small" disabled={busy || resent.has(signer.signedDocumentId)} onClick={() => void resend(signer, { name: signer.name, email: signer.email, language: signer.language, signingMethod: signer.signingMethod as TResendForSigningInput['signingMethod'] })}>
                          {t('signingStatus.resend')}
                        </Button>
                        <Button size="small" onClick={() => setState({ kind: 'edit', signerId: signer.signedDocumentId })}>
                          {t('signingStatus.edit')}
                        </Button>
                        <Button size="small" onClick={() => void copyLink(signer)}>
                          {t('signingStatus.copyLink')}
                        </Button>
                      </>
                    )}
                  </Stack>
                </Stack>
                {state.kind === 'edit' && state.signerId === signer.signedDocumentId && (
                  <SignerEditForm signer={signer} busy={false} errors={errors} onSave={(input) => void resend(signer, input)} onCancel={() => setState({ kind: 'ready' })} />
                )}
              </ListItem>
            );
          })}
        </List>
        {state.kind === 'delete-signature-request' && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void cancel()}>
                {t('signingStatus.cancel')}
              </Button>
            }
          >
            {t('signingStatus.cancelConfirm', { name: entry.name })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {signedDocuments.length > 0 && (
          <Button onClick={() => void downloadSignedDocuments(orgNo, signedDocuments)}>
            {signedDocuments.length > 1 ? t('signingStatus.downloadCount', { count: signedDocuments.length }) : t('signingStatus.download')}
          </Button>
        )}
        {!complete && view.requestId && state.kind !== 'delete-signature-request' && (
          <Button color="error" onClick={() => setState({ kind: 'delete-signature-request' })}>
            {t('signingStatus.cancel')}
          </Button>
        )}
        <Button onClick={onClose}>{t('signingStatus.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
