import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiFetch, FormError } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { useGovernanceMutation } from '../useGovernanceMutation';

/** The seed's reopen confirmation: the sent notice is unlocked, its links stop working, the votes and comments stay. */
export const ReopenDocumentDialog = ({ orgNo, documentId, onClose }: { orgNo: string; documentId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const reopen = useGovernanceMutation({
    mutationFn: () => apiFetch(`/document/reopen-locked-document/${encodeURIComponent(documentId)}/${encodeURIComponent(orgNo)}`, { method: 'POST' }),
    successKey: 'reopenDialog.done',
    onSuccess: onClose,
  });
  return (
    <GovernanceDialog titleKey="reopenDialog.title" submitKey="reopenDialog.submit" destructive pending={reopen.isPending} onSubmit={() => reopen.mutate(undefined)} onClose={onClose}>
      <FormError error={reopen.error} />
      <Typography>{t('reopenDialog.confirm')}</Typography>
    </GovernanceDialog>
  );
};
