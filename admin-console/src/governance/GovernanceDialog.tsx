import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type GovernanceDialogProps = {
  titleKey: string;
  submitKey: string;
  /** A destructive confirmation is red. */
  destructive?: boolean;
  pending: boolean;
  maxWidth?: 'sm' | 'md';
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog of the decision tool: a form with a title, its content, cancel and submit; Enter submits and Escape cancels. */
export const GovernanceDialog = ({ titleKey, submitKey, destructive, pending, maxWidth = 'sm', onSubmit, onClose, children }: GovernanceDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is portalled, but React bubbles its submit to a form it is opened from.
          event.stopPropagation();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{t(titleKey)}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('governance.cancel')}</Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} loading={pending}>
            {t(submitKey)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
