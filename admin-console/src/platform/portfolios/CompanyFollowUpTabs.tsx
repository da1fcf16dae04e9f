import { followUpTabs, type FollowUpTab } from '@andel/domain/shared';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type CompanyFollowUpTab = FollowUpTab | 'signatures' | 'matters';

/** `/company/{orgNo}/follow-up/{tab}` (seed 000, section 2): signatures, company info, shareholders, matters. */
export const companyFollowUpPath = (orgNo: string, tab: CompanyFollowUpTab) => `/company/${encodeURIComponent(orgNo)}/follow-up/${tab}`;

/** The company's follow-up tabs, the same areas the portfolio's follow-up has, for one company. */
export const CompanyFollowUpTabs = ({ orgNo, value }: { orgNo: string; value: CompanyFollowUpTab }) => {
  const { t } = useTranslation();
  const tabs: { value: CompanyFollowUpTab; labelKey: string }[] = [
    { value: 'signatures', labelKey: 'portfolioSignatures.followUpTab' },
    ...followUpTabs.map((tab) => ({ value: tab, labelKey: `portfolio.followUp.tab.${tab}` })),
    { value: 'matters', labelKey: 'followUp.matters.tab' },
  ];
  return (
    <Tabs value={value} aria-label={t('portfolio.followUp.tabs')} variant="scrollable" sx={{ mb: 2 }}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={t(tab.labelKey)} component={Link} to={companyFollowUpPath(orgNo, tab.value)} />
      ))}
    </Tabs>
  );
};
