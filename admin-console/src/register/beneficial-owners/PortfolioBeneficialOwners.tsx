import type { PortfolioBeneficialOwnersRow } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CompanyTabs } from '../../platform/portfolios/CompanyTabs';
import { apiFetch } from '@andel/ui/shell';
import { beneficialOwnersPath } from './beneficial-owner-paths';

/** `/portfolio/{scope}/companies/beneficial-owners`: the starred companies the user administers, with who the registers propose and the alerts. */
export const PortfolioBeneficialOwners = () => {
  const { t } = useTranslation();
  const { scope = 'all' } = useParams();
  const rows = useQuery({ queryKey: ['portfolioBeneficialOwners', scope], queryFn: ({ signal }) => apiFetch<PortfolioBeneficialOwnersRow[]>(`/portfolio/${encodeURIComponent(scope)}/beneficial-owners`, { signal }) });
  return (
    <>
      <CompanyTabs scope={scope} tab="beneficial-owners" />
      {rows.data?.length === 0 && <Alert severity="info">{t('beneficialOwners.portfolio.empty')}</Alert>}
      {!!rows.data?.length && (
        <Table size="small" aria-label={t('beneficialOwners.portfolio.tab')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('beneficialOwners.portfolio.company')}</TableCell>
              <TableCell>{t('beneficialOwners.proposal')}</TableCell>
              <TableCell>{t('beneficialOwners.statements')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.data.map((row) => (
              <TableRow key={row.organisationNumber}>
                <TableCell>
                  <Link to={beneficialOwnersPath(row.organisationNumber)}>{row.name}</Link>
                </TableCell>
                <TableCell>{row.proposed.join(', ')}</TableCell>
                <TableCell>{row.latestStatement ? `${row.latestStatement.statementDate} (${t(`beneficialOwners.status.${row.latestStatement.status}`)})` : t('beneficialOwners.statements.empty')}</TableCell>
                <TableCell>{row.alerts > 0 && <Chip color="warning" size="small" label={t('beneficialOwners.alert.title')} />}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};
