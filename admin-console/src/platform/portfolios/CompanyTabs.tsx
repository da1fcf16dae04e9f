import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companiesPath, companyTabsOf, type CompanyTabValue } from './portfolio-scopes';

const tabLabelKey: Record<CompanyTabValue, string> = {
  all: 'portfolio.companies.tab.all',
  starred: 'portfolio.companies.tab.starred',
  'not-connected': 'portfolio.companies.tab.notConnected',
  'beneficial-owners': 'beneficialOwners.portfolio.tab',
};

/** The company-list tabs, each its own address. */
export const CompanyTabs = ({ scope, tab }: { scope: string; tab: CompanyTabValue }) => {
  const { t } = useTranslation();
  return (
    <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile aria-label={t('portfolio.companies.tabs')} sx={{ mb: 2 }}>
      {companyTabsOf(scope).map((value) => (
        <Tab key={value} value={value} label={t(tabLabelKey[value])} component={Link} to={companiesPath(scope, value)} />
      ))}
    </Tabs>
  );
};
