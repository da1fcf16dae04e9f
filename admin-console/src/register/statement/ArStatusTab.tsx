import { formatDate, type ArStatusRow } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { apiFetch, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';
import { CompanyTabs } from '../../platform/portfolios/CompanyTabs';
import { usePortfolio } from '../../platform/portfolios/usePortfolio';

const statusColor = { Sent: 'success', Overdue: 'error', NotSent: 'warning' } as const;

/** `/portfolio/{scope}/companies/ar-status`: the last full year's statement status (NotSent, Overdue, Sent) of the scope's Norwegian companies the user administers. */
export const ArStatusTab = () => {
  const { t } = useTranslation();
  const { scope = 'all' } = useParams();
  const portfolio = usePortfolio(scope);
  const statuses = useQuery({ queryKey: ['statement', 'ar-status'], queryFn: ({ signal }) => apiFetch<ArStatusRow[]>('/statement/ar-status', { signal }) });
  const inScope = new Set(portfolio.data?.companyItems.map((company) => company.organisationNumber) ?? []);
  const rows = (statuses.data ?? []).filter((row) => inScope.has(row.organisationNumber));
  return (
    <>
      <CompanyTabs scope={scope} tab="ar-status" />
      {statuses.isPending || portfolio.isPending ? (
        <LoadingState />
      ) : statuses.error ? (
        <ErrorState error={statuses.error} onRetry={() => void statuses.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState textKey="statement.arStatus.none" />
      ) : (
        <Paper sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('portfolio.companies.tab.arStatus')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('statement.column.company')}</TableCell>
                <TableCell>{t('statement.year')}</TableCell>
                <TableCell>{t('statement.title')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.organisationNumber}>
                  <TableCell>
                    <Link component={RouterLink} to={`/company/${encodeURIComponent(row.organisationNumber)}/shareholders/statement/new?year=${row.year}`}>
                      {row.name}
                    </Link>
                  </TableCell>
                  <TableCell>{row.year}</TableCell>
                  <TableCell>
                    <Chip size="small" color={statusColor[row.status]} label={t(`statement.status.${row.status}`)} sx={{ mr: 1 }} />
                    {row.sentAt ? t('statement.sentAt', { date: formatDate(row.sentAt) }) : t('statement.deadline', { date: formatDate(row.deadline) })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
};
