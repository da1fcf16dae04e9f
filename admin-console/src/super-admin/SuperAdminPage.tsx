import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLayout, EmptyState, useLoggedOnUser } from '../shell';

/** `/super-admin-backoffice/*`: the back office, for super-admins only; its views come with later features. */
export const SuperAdminPage = () => {
  const { t } = useTranslation();
  const { data: user } = useLoggedOnUser();
  return (
    <AppLayout>
      {user?.isSuperAdmin ? (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {t('superAdmin.title')}
          </Typography>
          <EmptyState textKey="superAdmin.empty" />
        </>
      ) : (
        <Alert severity="error">{t('general-missing-access')}</Alert>
      )}
    </AppLayout>
  );
};
