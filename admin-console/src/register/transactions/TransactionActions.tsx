import { hasContractNote, transactionSlugOf, type TransactionType, type TransactionRecord } from '@andel/domain/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { apiFetch, currentLanguage, DownloadButton, useCanEdit, useNotify } from '@andel/ui/shell';
import { CorrectionForm } from './CorrectionForm';
import { refusalKey } from './refusal-key';
import { transactionPath, transactionResource } from './transaction-resource';

/** Delete (after confirming) and change the date (in a dialog) of a transaction, open its edit page (for those who may edit the log), or download a sale's contract note. */
export const TransactionActions = ({ entry }: { entry: TransactionRecord }) => {
  // Seed 001: a pending issue's date action enters its registration date, which ends the pending state.
  const dateAction = entry.isPending ? 'transactions.enter-registration-date' : 'transactions.change-date.title';
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'delete' | 'date' | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const canEdit = useCanEdit('transactions');
  const slug = transactionSlugOf(entry.transactionType as TransactionType);
  if (!slug || entry.isDeleted) return null;

  const remove = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await apiFetch(`/transaction/${slug}/${entry.id}`, { method: 'DELETE' });
      await queryClient.invalidateQueries();
      notify({ messageKey: 'transactions.delete.success', severity: 'success' });
      navigate(`/company/${encodeURIComponent(orgNo)}/${transactionResource}`);
    } catch (error) {
      setRefusal(refusalKey(error, 'transactions.delete.system-error'));
    } finally {
      setBusy(false);
      setOpen(null);
    }
  };

  return (
    <>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(refusal)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {canEdit && (
          <>
            <Button startIcon={<EventIcon />} onClick={() => setOpen('date')}>
              {t(dateAction)}
            </Button>
            <Button startIcon={<EditIcon />} component={Link} to={`${transactionPath(orgNo, entry.id)}/edit`}>
              {t('transactions.details.edit')}
            </Button>
            <Button startIcon={<DeleteIcon />} color="error" onClick={() => setOpen('delete')}>
              {t('transactions.delete.title')}
            </Button>
          </>
        )}
        {hasContractNote(entry.transactionType) && (
          <DownloadButton path={`/contract-note-pdf/${entry.id}?lang=${currentLanguage()}`} labelKey="transactions.contractNote.download" errorKey="shareholders.error.downloadingContractNote" />
        )}
      </Stack>
      <Confirm
        isOpen={open === 'delete'}
        loading={busy}
        title="transactions.delete.title"
        content="transactions.delete.confirm"
        confirm="transactions.delete.title"
        onConfirm={() => void remove()}
        onClose={() => setOpen(null)}
      />
      <Dialog open={open === 'date'} onClose={() => setOpen(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t(dateAction)}</DialogTitle>
        <DialogContent>
          <CorrectionForm entry={entry} change="transactionDate" onDone={() => setOpen(null)} onCancel={() => setOpen(null)} />
        </DialogContent>
      </Dialog>
    </>
  );
};
