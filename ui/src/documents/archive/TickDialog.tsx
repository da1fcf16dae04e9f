import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A confirmation that needs a tick before its button works (move, delete forever, empty trash: seed 002 section 5). */
export const TickDialog = ({ title, tickLabel, confirmLabel, children, onConfirm, onClose }: { title: string; tickLabel: string; confirmLabel: string; children?: ReactNode; onConfirm: () => Promise<unknown>; onClose: () => void }) => {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {children}
        <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={ticked} onChange={(event) => setTicked(event.target.checked)} />} label={<Typography>{tickLabel}</Typography>} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('archive.cancel')}</Button>
        <Button variant="contained" color="primary" disabled={!ticked || busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
