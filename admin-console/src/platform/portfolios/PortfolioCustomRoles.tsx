import type { PortfolioCustomRoleItem } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiFetch, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';
import { customRoleName } from './CustomRolePage';
import { customRolePath, customRolesApiPath } from './portfolio-scopes';
import { portfolioQueryRoot } from './usePortfolio';

/** `contacts/custom-roles`: the custom roles of the scope's companies the user administers (`GET /portfolio/{scope}/custom-roles`), each linking to its page. */
export const PortfolioCustomRoles = ({ scope }: { scope: string }) => {
  const { t } = useTranslation();
  const roles = useQuery({
    queryKey: [portfolioQueryRoot, 'customRoles', scope],
    queryFn: ({ signal }) => apiFetch<PortfolioCustomRoleItem[]>(customRolesApiPath(scope), { signal }),
  });
  if (roles.isPending) return <LoadingState />;
  if (roles.isError) return <ErrorState error={roles.error} onRetry={() => void roles.refetch()} />;
  if (!roles.data.length) return <EmptyState textKey="portfolio.customRoles.empty" />;
  return (
    <Table size="small" aria-label={t('portfolio.contacts.tab.custom-roles')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('resources.custom-roles.fields.name')}</TableCell>
          <TableCell>{t('portfolio.contacts.companies')}</TableCell>
          <TableCell>{t('resources.custom-roles.fields.users')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {roles.data.map((role) => (
          <TableRow key={role.id}>
            <TableCell>
              <Link component={RouterLink} to={customRolePath(scope, role.id)}>
                {customRoleName(role)}
              </Link>
            </TableCell>
            <TableCell>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {role.companies.map((company) => (
                  <Chip key={company.organisationNumber} size="small" label={company.name} />
                ))}
              </Stack>
            </TableCell>
            <TableCell>{t('portfolio.customRoles.holderCount', { count: role.holderCount })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
