import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type SectionTabsProps = { value: string; tabs: readonly { value: string; labelKey: string; labelParams?: Record<string, string>; to: string }[]; labelKey: string };

/** Tabs that are addresses: one link per tab, the current one selected. */
export const SectionTabs = ({ value, tabs, labelKey }: SectionTabsProps) => {
  const { t } = useTranslation();
  return (
    <Tabs value={value} variant="scrollable" allowScrollButtonsMobile aria-label={t(labelKey)} sx={{ mb: 2 }}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={t(tab.labelKey, tab.labelParams)} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
};
