import type { GeneralMeetingView, ProjectDocumentView } from '@andel/domain/shared';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, DownloadButton, ErrorState, LoadingState } from '@andel/ui/shell';
import { SendMinutesForSigningDialog } from '../board-minutes/SendMinutesForSigningDialog';
import { DocumentSigningStatus } from '../meeting-documents/DocumentSigningStatus';
import { ReopenDocumentButton } from '../meeting-documents/ReopenDocumentButton';
import { governanceQueryRoot } from '../useGovernanceMutation';

type Props = { orgNo: string; projectId: string; document: ProjectDocumentView; canEdit: boolean };

/** The signers the settings name: the meeting chair, the co-signer and any additional co-signers, each once. */
const signerNamesOf = ({ settings }: GeneralMeetingView) => [...new Set([settings.meetingChair, settings.coSigner, ...settings.additionalCoSigners].flatMap((signer) => (signer ? [signer.name] : [])))];

/**
 * A general meeting's minutes for the admin: open them as a PDF, send them for signing to the chair and the co-signers
 * (a co-signer is required unless the meeting is simplified, seed 002, section 5), follow the signing, download the
 * sealed copy, reopen; and whether the holders have them (only the sealed copy is ever published).
 */
export const GeneralMeetingMinutesPanel = ({ orgNo, projectId, document, canEdit }: Props) => {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const meeting = useQuery({
    queryKey: [governanceQueryRoot, 'general-meeting', projectId],
    queryFn: ({ signal }) => apiFetch<GeneralMeetingView>(`/project/${encodeURIComponent(projectId)}/general-meeting`, { signal }),
  });
  const label = t('documentType.general_meeting');
  const refusal = meeting.data?.minutesSigningRefusal ?? null;
  return (
    <Box component="section" aria-labelledby="general-meeting-minutes" sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography id="general-meeting-minutes" variant="h2">
        {t('minutes.panel.title')}
      </Typography>
      {meeting.isPending && <LoadingState />}
      {meeting.isError && <ErrorState error={meeting.error} onRetry={() => void meeting.refetch()} />}
      {meeting.data && (
        <>
          {document.isLocked && (
            <Alert severity="info" icon={<LockIcon />} action={canEdit ? <ReopenDocumentButton documentId={document.documentId} orgNo={orgNo} documentLabel={label} signing={document.signing} /> : undefined}>
              {t(document.signing ? 'minutes.panel.lockedForSigning' : 'minutes.panel.locked')}
            </Alert>
          )}
          {document.signing && <DocumentSigningStatus signing={document.signing} orgNo={orgNo} documentLabel={label} />}
          <Typography>{t('minutes.panel.signers', { names: signerNamesOf(meeting.data).join(', ') || '–' })}</Typography>
          {!document.isLocked && refusal && <Alert severity="warning">{t(refusal)}</Alert>}
          <Alert severity={meeting.data.minutesPublishedAt ? 'success' : 'info'}>{t(meeting.data.minutesPublishedAt ? 'minutes.panel.published' : 'minutes.panel.publishedOnlySealed')}</Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <DownloadButton path={`/document/view/pdf/${encodeURIComponent(document.documentId)}/${encodeURIComponent(orgNo)}`} labelKey="minutes.panel.download" errorKey="general-error" />
            {canEdit && !document.isLocked && (
              <Button variant="outlined" disabled={refusal !== null} onClick={() => setSending(true)}>
                {t('boardMinutes.sendForSigning')}
              </Button>
            )}
          </Box>
          {sending && (
            <SendMinutesForSigningDialog documentId={document.documentId} signerNames={signerNamesOf(meeting.data)} introKey="minutes.panel.sendForSigning.intro" orgNo={orgNo} onClose={() => setSending(false)} />
          )}
        </>
      )}
    </Box>
  );
};
