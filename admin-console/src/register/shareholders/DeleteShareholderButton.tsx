import type { ShareholderRecord } from '@andel/domain/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { apiFetch, errorMessageKey, useCanEdit, useNotify } from '@andel/ui/shell';

/**
 * Deletes, after confirming, a holder no entry ever named (a blank added by mistake); offered only to those who may
 * edit shareholders, and only for such a holder.
 */
export const DeleteShareholderButton = ({ shareholder }: { shareholder: ShareholderRecord }) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit('shareholders');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canEdit || shareholder.everHeldShares !== false) return null;
  const remove = async () => {
    setBusy(true);
    try {
      await apiFetch(`/shareholder/delete-hard/${shareholder.id}`, { method: 'DELETE' });
      // Leave the holder's page before the lists are read again, so its own (now missing) record is not asked for.
      navigate(`/company/${orgNo}/shareholders/list`);
      notify({ messageKey: 'shareholders.delete.success', severity: 'success' });
      queryClient.removeQueries({ queryKey: ['shareholder', shareholder.id] });
      void queryClient.invalidateQueries();
    } catch (error) {
      notify({ messageKey: errorMessageKey(error), severity: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {t('shareholders.delete.title')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="shareholders.delete.title"
        content="shareholders.delete.confirm"
        confirm="shareholders.delete.title"
        onConfirm={() => void remove()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
