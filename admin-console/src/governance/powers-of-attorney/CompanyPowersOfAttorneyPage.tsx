import { localeTag, powerOfAttorneyTabs, type PowerOfAttorneyTab, type PowerOfAttorneyView } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiFetch, currentLanguage, ErrorState, LoadingState } from '@andel/ui/shell';
import { governanceQueryRoot } from '../useGovernanceMutation';
import { powerOfAttorneyDetailsPath, powersOfAttorneyPath } from './power-of-attorney-paths';

const isTab = (value: string): value is PowerOfAttorneyTab => (powerOfAttorneyTabs as readonly string[]).includes(value);

/** `/company/{orgNo}/power-of-attorney/{tab?}`: the company's powers of attorney in force or revoked, each row opening its details. */
export const CompanyPowersOfAttorneyPage = () => {
  const { t } = useTranslation();
  const { orgNo = '', powerOfAttorneyTab = 'active' } = useParams();
  const tab = isTab(powerOfAttorneyTab) ? powerOfAttorneyTab : 'active';
  const powers = useQuery({
    queryKey: [governanceQueryRoot, 'company-powers-of-attorney', orgNo, tab],
    queryFn: ({ signal }) => apiFetch<PowerOfAttorneyView[]>(`/company/${encodeURIComponent(orgNo)}/powers-of-attorney?tab=${tab}`, { signal }),
  });
  const dateTime = new Intl.DateTimeFormat(localeTag[currentLanguage()], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Typography variant="h1">{t('powersOfAttorney.menu')}</Typography>
      <Tabs value={tab}>
        {powerOfAttorneyTabs.map((value) => (
          <Tab key={value} value={value} label={t(`powersOfAttorney.tab.${value}`)} component={Link} to={powersOfAttorneyPath(orgNo, value)} />
        ))}
      </Tabs>
      {powers.isPending && <LoadingState />}
      {powers.isError && <ErrorState error={powers.error} onRetry={() => void powers.refetch()} />}
      {powers.data?.length === 0 && <Typography color="text.secondary">{t(`powersOfAttorney.empty.${tab}`)}</Typography>}
      {!!powers.data?.length && (
        <List aria-label={t(`powersOfAttorney.tab.${tab}`)}>
          {powers.data.map((power) => (
            <ListItem key={power.powerOfAttorneyId} disablePadding divider>
              <ListItemButton component={Link} to={powerOfAttorneyDetailsPath(orgNo, power.powerOfAttorneyId)}>
                <ListItemText
                  primary={t('powersOfAttorney.row', { giverName: power.giverName, recipientName: power.poaRecipientName })}
                  secondary={`${power.projectName} · ${dateTime.format(new Date(power.poaGivenAt))}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
