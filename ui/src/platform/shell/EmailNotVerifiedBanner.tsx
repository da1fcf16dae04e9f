import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { userSettingsPath } from './routing';

/** Shown under the top bar until the user has verified an email address. */
export const EmailNotVerifiedBanner = () => {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      role="status"
      square
      action={
        <Button color="inherit" size="small" href={userSettingsPath}>
          {t('shell.emailNotVerified.action')}
        </Button>
      }
    >
      {t('shell.emailNotVerified.text')}
    </Alert>
  );
};
