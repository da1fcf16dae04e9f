import type { EnterpriseAccountListItem } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EnterpriseAccountDialog } from '../enterprise-accounts/EnterpriseAccountDialog';
import { enterpriseAccountPath } from '../enterprise-accounts/enterprise-account-path';
import { apiFetch, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';

/** `/super-admin-backoffice/enterprise-accounts`: every enterprise account, and a new one. */
export const BackOfficeEnterpriseAccounts = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const accounts = useQuery({
    queryKey: ['enterpriseAccounts'],
    queryFn: ({ signal }) => apiFetch<EnterpriseAccountListItem[]>('/enterprise-accounts', { signal }),
  });
  return (
    <Box>
      <Button variant="contained" onClick={() => setCreating(true)} sx={{ mb: 2 }}>{t('enterpriseAccount.create.title')}</Button>
      {accounts.isPending ? (
        <LoadingState />
      ) : accounts.isError ? (
        <ErrorState error={accounts.error} />
      ) : accounts.data.length === 0 ? (
        <EmptyState textKey="enterpriseAccount.none" />
      ) : (
        <List>
          {accounts.data.map((account) => (
            <ListItem key={account.id} disableGutters>
              <ListItemText
                primary={<Link component={RouterLink} to={enterpriseAccountPath(account.id)}>{account.name}</Link>}
                secondary={`${t(`enterpriseAccount.status.${account.status}`)} · ${t(`enterpriseAccount.billingFrequency.${account.billingFrequency}`)} · ${t('enterpriseAccount.companyCount', { count: account.companyCount })}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {creating && <EnterpriseAccountDialog onClose={() => setCreating(false)} onSaved={(saved) => navigate(enterpriseAccountPath(saved.id))} />}
    </Box>
  );
};
