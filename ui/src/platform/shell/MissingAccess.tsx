import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** The page's company is one the user cannot open here. */
export const MissingAccess = () => {
  const { t } = useTranslation();
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {t('general-missing-access')}
    </Alert>
  );
};
