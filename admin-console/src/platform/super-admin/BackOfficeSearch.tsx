import type { BackOfficeSearchResult } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { apiFetch, EmptyState, ErrorState, LoadingState, useDebouncedValue } from '@andel/ui/shell';
import { backOfficePath } from './back-office-path';

const minimumLength = 2;

/** `/super-admin-backoffice/search/{q}`: companies and users matching the query; the query lives in the address. */
export const BackOfficeSearch = ({ initialQuery }: { initialQuery: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const debounced = useDebouncedValue(query.trim(), 300);
  useEffect(() => {
    if (debounced !== initialQuery) navigate(debounced ? backOfficePath('search', debounced) : backOfficePath(), { replace: true });
  }, [debounced, initialQuery, navigate]);
  const search = useQuery({
    queryKey: ['backOffice', 'search', debounced],
    queryFn: ({ signal }) => apiFetch<BackOfficeSearchResult>(`/super-admin/search?q=${encodeURIComponent(debounced)}`, { signal }),
    enabled: debounced.length >= minimumLength,
  });
  return (
    <Box>
      <TextField
        label={t('superAdmin.search.label')}
        helperText={t('superAdmin.search.help')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoFocus
        fullWidth
        sx={{ mb: 3 }}
      />
      {debounced.length < minimumLength ? null : search.isPending ? (
        <LoadingState />
      ) : search.isError ? (
        <ErrorState error={search.error} />
      ) : search.data.companies.length + search.data.users.length === 0 ? (
        <EmptyState textKey="superAdmin.search.noHits" />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <section aria-labelledby="back-office-companies">
            <Typography id="back-office-companies" variant="h2">{t('superAdmin.search.companies', { count: search.data.companies.length })}</Typography>
            <List>
              {search.data.companies.map((company) => (
                <ListItem key={company.organisationNumber} disableGutters>
                  <ListItemText
                    primary={<Link component={RouterLink} to={backOfficePath('company', company.organisationNumber)}>{company.name}</Link>}
                    secondary={`${company.organisationNumber} · ${t(`subscriptionType.${company.subscriptionType}`)} · ${t(`subscriptionState.${company.subscriptionState}`)}`}
                  />
                </ListItem>
              ))}
            </List>
          </section>
          <section aria-labelledby="back-office-users">
            <Typography id="back-office-users" variant="h2">{t('superAdmin.search.users', { count: search.data.users.length })}</Typography>
            <List>
              {search.data.users.map((user) => (
                <ListItem key={user.id} disableGutters>
                  <ListItemText primary={user.name} secondary={user.email} />
                  {user.superAdmin && <Chip size="small" label={t('accessType.SUPERADMIN')} />}
                  {!user.emailVerified && <Chip size="small" variant="outlined" label={t('superAdmin.user.unverified')} sx={{ ml: 1 }} />}
                </ListItem>
              ))}
            </List>
          </section>
        </Box>
      )}
    </Box>
  );
};
