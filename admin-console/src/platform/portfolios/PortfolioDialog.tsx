import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PortfolioDialogProps = {
  titleKey: string;
  titleParams?: Record<string, string>;
  submitKey: string;
  /** A destructive confirmation is red. */
  destructive?: boolean;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** Further actions at the start of the button row. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A portfolio dialog: a form with a title, its content, cancel and submit; Enter submits and Escape cancels. */
export const PortfolioDialog = ({ titleKey, titleParams, submitKey, destructive, pending, onSubmit, onClose, actions, children }: PortfolioDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{t(titleKey, titleParams)}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {actions}
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={onClose}>{t('portfolio.cancel')}</Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} loading={pending}>
            {t(submitKey)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
