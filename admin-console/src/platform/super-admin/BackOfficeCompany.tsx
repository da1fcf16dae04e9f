import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate, type BackOfficeCompany as Company } from '@andel/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiFetch, EmptyState, ErrorState, errorMessageKey, LoadingState, useNotify } from '@andel/ui/shell';

const companyQueryKey = (orgNo: string) => ['backOffice', 'company', orgNo];

/** `/super-admin-backoffice/company/{orgNo}`: subscription, admins and enterprise account; open the company read-only. */
export const BackOfficeCompany = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const company = useQuery({
    queryKey: companyQueryKey(orgNo),
    queryFn: ({ signal }) => apiFetch<Company>(`/super-admin/company/${encodeURIComponent(orgNo)}`, { signal }),
  });
  const advance = useMutation({
    mutationFn: () => apiFetch<Company>(`/super-admin/company/${encodeURIComponent(orgNo)}/advance-subscription`, { method: 'POST' }),
    onSuccess: (updated) => {
      queryClient.setQueryData(companyQueryKey(orgNo), updated);
      notify({ messageKey: 'superAdmin.company.advanced', severity: 'success' });
    },
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });
  if (company.isPending) return <LoadingState />;
  if (company.isError) return <ErrorState error={company.error} />;
  const facts = company.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h2" sx={{ flexGrow: 1 }}>
          {facts.name} <Typography component="span" sx={{ color: 'text.secondary' }}>{facts.organisationNumber}</Typography>
        </Typography>
        <Button variant="contained" href={`/company/${encodeURIComponent(facts.organisationNumber)}`}>
          {t('superAdmin.company.openReadOnly')}
        </Button>
      </Box>
      <Card>
        <CardContent>
          <Typography variant="h3" sx={{ mb: 1 }}>{t('superAdmin.company.subscription')}</Typography>
          <Typography>
            {t(`subscriptionType.${facts.subscriptionType}`)}{' '}
            <Chip size="small" color={facts.subscriptionState === 'ACTIVE' ? 'success' : 'warning'} label={t(`subscriptionState.${facts.subscriptionState}`)} />
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>
            {t('billing.shareholderCount', { count: facts.shareholderCount })} · {t(facts.shareholderPortalEnabled ? 'superAdmin.company.portalOn' : 'superAdmin.company.portalOff')} ·{' '}
            {t('superAdmin.company.createdAt', { date: formatDate(facts.createdAt) })}
          </Typography>
          {facts.nextSubscriptionState && (
            <Button sx={{ mt: 2 }} variant="outlined" disabled={advance.isPending} onClick={() => advance.mutate()}>
              {t(`superAdmin.company.advanceTo.${facts.nextSubscriptionState}`)}
            </Button>
          )}
          {facts.enterpriseAccount && (
            <Typography sx={{ mt: 2 }}>
              {t('superAdmin.company.enterpriseAccount')}:{' '}
              <Link component={RouterLink} to={`/enterprise-account/${facts.enterpriseAccount.id}`}>{facts.enterpriseAccount.name}</Link>
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h3">{t('superAdmin.company.admins')}</Typography>
          {facts.admins.length === 0 ? (
            <EmptyState textKey="superAdmin.company.noAdmins" />
          ) : (
            <List>
              {facts.admins.map((admin) => (
                <ListItem key={admin.id} disableGutters>
                  <ListItemText primary={admin.name} secondary={`${admin.email} · ${t('superAdmin.company.adminSince', { date: formatDate(admin.since) })}`} />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
