import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AppLayout, LoadingState, useLoggedOnUser } from '@andel/ui/shell';
import { BackOfficeCompany } from './BackOfficeCompany';
import { BackOfficeCompanyClaims } from './BackOfficeCompanyClaims';
import { BackOfficeDeadLetters } from './BackOfficeDeadLetters';
import { BackOfficeEnterpriseAccounts } from './BackOfficeEnterpriseAccounts';
import { BackOfficeSearch } from './BackOfficeSearch';
import { backOfficePath } from './back-office-path';

type Views = { publicRegister: ReactNode };

const View = ({ view, subView, views }: { view: string | undefined; subView: string | undefined; views: Views }) => {
  if (view === 'company' && subView) return <BackOfficeCompany orgNo={subView} />;
  if (view === 'enterprise-accounts') return <BackOfficeEnterpriseAccounts />;
  if (view === 'company-claims') return <BackOfficeCompanyClaims />;
  if (view === 'public-register') return views.publicRegister;
  if (view === 'dead-letters') return <BackOfficeDeadLetters />;
  return <BackOfficeSearch initialQuery={view === 'search' ? (subView ?? '') : ''} />;
};

/**
 * `/super-admin-backoffice/{view?}/{subView?}` (and `/search/{q}`): the back office, for super-admins only. Views of
 * higher wings (the public shareholder register's loads) are handed in by the routes.
 */
export const SuperAdminPage = (views: Views) => {
  const { t } = useTranslation();
  const { data: user, isPending } = useLoggedOnUser();
  const { view, subView } = useParams();
  const tab = view === 'enterprise-accounts' || view === 'public-register' || view === 'company-claims' || view === 'dead-letters' ? view : 'search';
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
              <Tab value="public-register" label={t('publicRegister.backOffice.tab')} component={Link} to={backOfficePath('public-register')} />
              <Tab value="company-claims" label={t('companyClaim.backOffice.tab')} component={Link} to={backOfficePath('company-claims')} />
              <Tab value="dead-letters" label={t('superAdmin.tab.deadLetters')} component={Link} to={backOfficePath('dead-letters')} />
            </Tabs>
          </Box>
          <View view={view} subView={subView} views={views} />
        </>
      ) : (
        <Alert severity="error">{t('general-missing-access')}</Alert>
      )}
    </AppLayout>
  );
};
