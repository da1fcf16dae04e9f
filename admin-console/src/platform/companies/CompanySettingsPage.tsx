import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, LoadingState, RedirectIfStillHere, useCompany } from '@andel/ui/shell';
import { BillingSettings } from '../subscriptions/BillingSettings';
import { CompanyUsers } from '../invitations/CompanyUsers';
import { companySettingsTabs, isCompanySettingsTab, type CompanySettingsTab } from './company-settings-tabs';
import { CustomRolesSettings } from '../custom-roles/CustomRolesSettings';
import { ShareholderPortalSetting } from '../subscriptions/ShareholderPortalSetting';
import { AiAssistantSetting } from '../assistant/AiAssistantSetting';

const TabContent = ({ tab, orgNo }: { tab: CompanySettingsTab; orgNo: string }) => {
  switch (tab) {
    case 'billing':
      return <BillingSettings orgNo={orgNo} />;
    case 'shareholders':
      return <ShareholderPortalSetting orgNo={orgNo} />;
    case 'permissions':
      return (
        <>
          <CustomRolesSettings orgNo={orgNo} />
          <AiAssistantSetting orgNo={orgNo} />
        </>
      );
    case 'users':
      return <CompanyUsers orgNo={orgNo} />;
    default:
      return <EmptyState textKey={`companySettings.${tab}.empty`} />;
  }
};

/** `/company/{orgNo}/settings/{menuItem?}`: users, permissions, shareholders and billing as tabs with their own addresses. */
export const CompanySettingsPage = () => {
  const { t } = useTranslation();
  const { orgNo = '', menuItem } = useParams();
  const { data: company } = useCompany(orgNo);
  const tabs = companySettingsTabs.filter((tab) => tab !== 'billing' || company?.accessType === 'ADMIN' || company?.accessType === 'SUPERADMIN');
  const base = `/company/${encodeURIComponent(orgNo)}/settings`;
  // Billing is a tab only for some access types: until the company is known, its address is not refused.
  if (!company) return <LoadingState />;
  if (!isCompanySettingsTab(menuItem) || !tabs.includes(menuItem)) return <RedirectIfStillHere to={`${base}/${tabs[0]}`} />;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('company.settings.title')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={menuItem} aria-label={t('company.settings.title')} variant="scrollable">
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={t(`companySettings.tab.${tab}`)} component={Link} to={`${base}/${tab}`} />
          ))}
        </Tabs>
      </Box>
      <TabContent tab={menuItem} orgNo={orgNo} />
    </>
  );
};
