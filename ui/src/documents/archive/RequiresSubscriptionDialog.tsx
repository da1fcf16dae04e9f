import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Files need a subscription (seed 002 section 6): says so, and leads an admin to choose one. */
export const RequiresSubscriptionDialog = ({ billingPath, onClose }: { billingPath: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{t('archive.requires-subscription.title')}</DialogTitle>
      <DialogContent>
        <Typography>{t('archive.requires-subscription.text')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('archive.close')}</Button>
        {billingPath && (
          <Button component={Link} to={billingPath} variant="contained">
            {t('archive.requires-subscription.payment')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
