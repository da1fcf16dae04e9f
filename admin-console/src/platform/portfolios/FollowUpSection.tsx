import { followUpTabs, formatNumber, type FollowUpTab, type PortfolioFollowUps } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, currentLanguage, useMarkFollowUpsSeen } from '@andel/ui/shell';
import { sectionApiPath, sectionPath } from './portfolio-scopes';
import { PortfolioTabList } from './PortfolioTabList';
import { SectionTabs } from './SectionTabs';
import { UpdateShareholderNamesDialog } from './UpdateShareholderNamesDialog';
import { usePortfolioTab } from './usePortfolioTab';

const countOf: Record<FollowUpTab, (data: PortfolioFollowUps) => number> = {
  'company-info': (data) => data.companyInfoCount,
  shareholders: (data) => data.followUpShareholdersCount,
};

/** The follow-up's tabs: the signatures (documents' `follow-up/signatures`), company info and shareholders (with their counts once known), and the matters (governance's `follow-up/matters`). */
export const FollowUpTabs = ({ scope, value, counts }: { scope: string; value: FollowUpTab | 'matters' | 'signatures'; counts?: PortfolioFollowUps }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <SectionTabs
      value={value}
      labelKey="portfolio.followUp.tabs"
      tabs={[
        { value: 'signatures', labelKey: 'portfolioSignatures.followUpTab', to: sectionPath(scope, 'follow-up', 'signatures') },
        ...followUpTabs.map((tab) => ({
          value: tab,
          labelKey: counts ? 'portfolio.followUp.tabWithCount' : `portfolio.followUp.tab.${tab}`,
          labelParams: counts ? { name: t(`portfolio.followUp.tab.${tab}`), value: formatNumber(countOf[tab](counts), language) } : undefined,
          to: sectionPath(scope, 'follow-up', tab),
        })),
        { value: 'matters', labelKey: 'followUp.matters.tab', to: sectionPath(scope, 'follow-up', 'matters') },
      ]}
    />
  );
};

/** `follow-up/{tab}`: the administered companies with something to follow up, each thing with how many. Opening it resets the top bar's count. */
export const FollowUpSection = ({ scope, tab }: { scope: string; tab: FollowUpTab }) => {
  const { t } = useTranslation();
  useMarkFollowUpsSeen();
  const language = currentLanguage();
  const list = usePortfolioTab(['follow-up', scope], (query) => apiFetch<PortfolioFollowUps>(`${sectionApiPath(scope, 'follow-up')}?${query}`), { tab });
  const counts = list.query.data;
  const [renaming, setRenaming] = useState<PortfolioFollowUps['rows'][number] | null>(null);
  return (
    <>
      <FollowUpTabs scope={scope} value={tab} counts={counts} />
      <PortfolioTabList
        list={list}
        searchLabelKey="portfolio.followUp.search"
        emptyKey={`portfolio.followUp.empty.${tab}`}
      >
        {({ rows }) => (
          <List aria-label={t(`portfolio.followUp.tab.${tab}`)}>
            {rows.map((company) => (
              <ListItem key={company.organisationNumber} divider>
                <ListItemText
                  primary={company.name}
                  secondary={company.organisationNumber}
                  sx={{ flex: '0 0 40%' }}
                />
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {company.items.map((item) => (
                    <Chip key={item.kind} size="small" color="warning" variant="outlined" label={t(`portfolio.followUp.kind.${item.kind}`, { value: formatNumber(item.count, language) })} />
                  ))}
                  {!!company.outdatedNames?.length && (
                    <Button size="small" onClick={() => setRenaming(company)}>
                      {t('portfolio.followUp.updateNames.open')}
                    </Button>
                  )}
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </PortfolioTabList>
      {renaming && <UpdateShareholderNamesDialog company={renaming} names={renaming.outdatedNames ?? []} onClose={() => setRenaming(null)} />}
    </>
  );
};
