import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from './errors';

/** A failed load, translated from its error code, with a retry when one makes sense. */
export const ErrorState = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('shell.retry')}
          </Button>
        ) : undefined
      }
    >
      {t(errorMessageKey(error))}
    </Alert>
  );
};
