import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AppLayout, LoadingState, useLoggedOnUser } from '../../shell';
import { BackOfficeCompany } from './BackOfficeCompany';
import { BackOfficeEnterpriseAccounts } from './BackOfficeEnterpriseAccounts';
import { BackOfficeSearch } from './BackOfficeSearch';
import { backOfficePath } from './back-office-path';

const View = ({ view, subView }: { view: string | undefined; subView: string | undefined }) => {
  if (view === 'company' && subView) return <BackOfficeCompany orgNo={subView} />;
  if (view === 'enterprise-accounts') return <BackOfficeEnterpriseAccounts />;
  return <BackOfficeSearch initialQuery={view === 'search' ? (subView ?? '') : ''} />;
};

/** `/super-admin-backoffice/{view?}/{subView?}` (and `/search/{q}`): the back office, for super-admins only. */
export const SuperAdminPage = () => {
  const { t } = useTranslation();
  const { data: user, isPending } = useLoggedOnUser();
  const { view, subView } = useParams();
  const tab = view === 'enterprise-accounts' ? 'enterprise-accounts' : 'search';
  return (
    <AppLayout>
      {isPending ? (
        <LoadingState />
      ) : user?.isSuperAdmin ? (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {t('superAdmin.title')}
          </Typography>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs value={tab} aria-label={t('superAdmin.title')}>
              <Tab value="search" label={t('superAdmin.tab.search')} component={Link} to={backOfficePath()} />
              <Tab value="enterprise-accounts" label={t('superAdmin.tab.enterpriseAccounts')} component={Link} to={backOfficePath('enterprise-accounts')} />
            </Tabs>
          </Box>
          <View view={view} subView={subView} />
        </>
      ) : (
        <Alert severity="error">{t('general-missing-access')}</Alert>
      )}
    </AppLayout>
  );
};
