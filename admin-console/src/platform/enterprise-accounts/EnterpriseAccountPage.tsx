import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { enterpriseAccountTabs, formatDate, type EnterpriseAccountTab, type EnterpriseAccountView } from '@andel/domain/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { apiFetch, AppLayout, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';
import { EnterpriseAccountDialog } from './EnterpriseAccountDialog';
import { EnterpriseAccountLogo } from './EnterpriseAccountLogo';
import { enterpriseAccountPath } from './enterprise-account-path';

const Overview = ({ account }: { account: EnterpriseAccountView }) => {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography>
          {t('enterpriseAccount.status')}:{' '}
          <Chip size="small" color={account.status === 'ACTIVE' ? 'success' : 'default'} label={t(`enterpriseAccount.status.${account.status}`)} />
        </Typography>
        <Typography>{t('enterpriseAccount.billingFrequency')}: {t(`enterpriseAccount.billingFrequency.${account.billingFrequency}`)}</Typography>
        <Typography variant="h3" sx={{ mt: 2 }}>{t('enterpriseAccount.features')}</Typography>
        {account.features.length === 0 ? (
          <EmptyState textKey="enterpriseAccount.noFeatures" />
        ) : (
          <List dense>
            {account.features.map(({ feature, quota }) => (
              <ListItem key={feature} disableGutters>
                <ListItemText primary={t(`enterpriseAccount.feature.${feature}`)} secondary={t(`enterpriseAccount.quotaValue.${feature}`, { count: quota })} />
              </ListItem>
            ))}
          </List>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('enterpriseAccount.updatedAt', { date: formatDate(account.updatedAt) })}</Typography>
      </CardContent>
    </Card>
  );
};

const Companies = ({ account }: { account: EnterpriseAccountView }) => {
  const { t } = useTranslation();
  if (account.companies.length === 0) return <EmptyState textKey="enterpriseAccount.noCompanies" />;
  return (
    <List>
      {account.companies.map((company) => (
        <ListItem key={company.organisationNumber} disableGutters>
          <ListItemText primary={company.name} secondary={`${company.organisationNumber} · ${t(`subscriptionType.${company.subscriptionType}`)}`} />
        </ListItem>
      ))}
    </List>
  );
};

const isTab = (value: string | undefined): value is EnterpriseAccountTab => enterpriseAccountTabs.includes(value as EnterpriseAccountTab);

/** `/enterprise-account/{id}/{tab?}`: an enterprise account's features, quotas, status and companies; super-admins edit. */
export const EnterpriseAccountPage = () => {
  const { t } = useTranslation();
  const { id = '', tab } = useParams();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const account = useQuery({
    queryKey: ['enterpriseAccounts', id],
    queryFn: ({ signal }) => apiFetch<EnterpriseAccountView>(`/enterprise-accounts/${encodeURIComponent(id)}`, { signal }),
  });
  if (tab !== undefined && !isTab(tab)) return <Navigate to={enterpriseAccountPath(id)} replace />;
  const activeTab = tab ?? 'overview';
  return (
    <AppLayout>
      {account.isPending ? (
        <LoadingState />
      ) : account.isError ? (
        <ErrorState error={account.error} />
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography variant="h1" sx={{ flexGrow: 1 }}>{account.data.name}</Typography>
            {account.data.canEdit && <Button variant="outlined" onClick={() => setEditing(true)}>{t('enterpriseAccount.edit')}</Button>}
          </Box>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs value={activeTab} aria-label={account.data.name}>
              {enterpriseAccountTabs.map((name) => (
                <Tab key={name} value={name} label={t(`enterpriseAccount.tab.${name}`, { count: account.data.companies.length })} component={Link} to={enterpriseAccountPath(id, name)} />
              ))}
            </Tabs>
          </Box>
          {activeTab === 'overview' ? (
            <>
              <Overview account={account.data} />
              <EnterpriseAccountLogo account={account.data} />
            </>
          ) : (
            <Companies account={account.data} />
          )}
          {editing && (
            <EnterpriseAccountDialog
              account={account.data}
              onClose={() => setEditing(false)}
              onSaved={(saved) => {
                queryClient.setQueryData(['enterpriseAccounts', id], saved);
                setEditing(false);
              }}
            />
          )}
        </>
      )}
    </AppLayout>
  );
};
