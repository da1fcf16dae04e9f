import type { DocumentSigningView } from '@andel/domain/shared';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, FormError } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';

/**
 * Reopens a sent (locked) document after the seed's reopen confirmation (seed 002, section 2): its links stop
 * working and the project can be changed again (`POST /document/reopen-locked-document/{id}/{orgNo}`). The
 * confirmation says what happens to its signing: a signing under way is cancelled; a sealed copy stays in the archive.
 */
export const ReopenDocumentButton = ({ documentId, orgNo, documentLabel, signing = null }: { documentId: string; orgNo: string; documentLabel: string; signing?: DocumentSigningView | null }) => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const reopen = useGovernanceMutation({
    mutationFn: () => apiFetch(`/document/reopen-locked-document/${encodeURIComponent(documentId)}/${encodeURIComponent(orgNo)}`, { method: 'POST' }),
    successKey: 'meetingDocuments.reopened',
    onSuccess: () => setConfirming(false),
  });
  return (
    <>
      <Button size="small" startIcon={<LockOpenIcon />} onClick={() => setConfirming(true)}>
        {t('meetingDocuments.reopen', { document: documentLabel })}
      </Button>
      {confirming && (
        <GovernanceDialog titleKey="meetingDocuments.reopen.title" submitKey="meetingDocuments.reopen.confirm" pending={reopen.isPending} onSubmit={() => reopen.mutate(undefined)} onClose={() => setConfirming(false)}>
          <Typography>{t('meetingDocuments.reopen.text', { document: documentLabel })}</Typography>
          {signing && <Typography>{t(signing.status === 'SIGNING_COMPLETE' ? 'meetingDocuments.reopen.sealedStays' : 'meetingDocuments.reopen.cancelsSigning')}</Typography>}
          <FormError error={reopen.error} />
        </GovernanceDialog>
      )}
    </>
  );
};
