import { archiveNameIssue } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, fieldErrorsOf } from '../../platform/shell';

/** Asks for a name (create folder, rename), checked by the seed's rule before sending; the server's refusal shows on the field. */
export const NameDialog = ({ titleKey, labelKey, initial, onSubmit, onClose }: { titleKey: string; labelKey: string; initial: string; onSubmit: (name: string) => Promise<unknown>; onClose: () => void }) => {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const issue = archiveNameIssue(name);
    if (issue) return setError(issue);
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      setError(fieldErrorsOf(failure).name ?? errorMessageKey(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle>{t(titleKey)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t(labelKey)}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ? t(error, { maxLength: 255 }) : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('archive.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('archive.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
