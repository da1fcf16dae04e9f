import type { BeneficialOwnersOverview } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiFetch, useCanEdit } from '@andel/ui/shell';
import { beneficialOwnersPath, overviewKey } from './beneficial-owner-paths';
import { BeneficialOwnerAlerts } from './BeneficialOwnerAlerts';
import { OwnershipChains } from './OwnershipChains';

/** `shareholders/beneficial-owners`: the alerts, what the registers propose today with its chains, and the dated statements. */
export const BeneficialOwnersPage = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const canEdit = useCanEdit('beneficialOwners');
  const overview = useQuery({ queryKey: overviewKey(orgNo), queryFn: ({ signal }) => apiFetch<BeneficialOwnersOverview>(`/company/${encodeURIComponent(orgNo)}/beneficial-owners`, { signal }) });
  return (
    <>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h1">{t('beneficialOwners.title')}</Typography>
        {canEdit && (
          <Button variant="contained" component={Link} to={beneficialOwnersPath(orgNo, 'new')}>
            {t('beneficialOwners.new')}
          </Button>
        )}
      </Stack>
      <Typography sx={{ mb: 2 }}>{t('beneficialOwners.intro')}</Typography>
      {overview.isError && <Alert severity="error">{t('general-error')}</Alert>}
      {overview.data && (
        <>
          <BeneficialOwnerAlerts alerts={overview.data.alerts} />
          <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
            {t('beneficialOwners.proposal')}
          </Typography>
          {overview.data.proposal.length === 0 ? (
            <Alert severity="info">{t('beneficialOwners.proposal.empty')}</Alert>
          ) : (
            <Table size="small" aria-label={t('beneficialOwners.proposal')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('beneficialOwners.name')}</TableCell>
                  <TableCell align="right">{t('beneficialOwners.shares')}</TableCell>
                  <TableCell align="right">{t('beneficialOwners.votes')}</TableCell>
                  <TableCell>{t('beneficialOwners.chains')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {overview.data.proposal.map((p) => (
                  <TableRow key={p.key}>
                    <TableCell>
                      {p.name}
                      {p.birthYear ? ` (${p.birthYear})` : ''}
                    </TableCell>
                    <TableCell align="right">{p.sharesInPercent}</TableCell>
                    <TableCell align="right">{p.votesInPercent}</TableCell>
                    <TableCell>
                      <OwnershipChains chains={p.chains} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
            {t('beneficialOwners.statements')}
          </Typography>
          {overview.data.statements.length === 0 ? (
            <Typography color="text.secondary">{t('beneficialOwners.statements.empty')}</Typography>
          ) : (
            <Table size="small" aria-label={t('beneficialOwners.statements')}>
              <TableBody>
                {overview.data.statements.map((s) => (
                  <TableRow key={s.id} hover>
                    <TableCell>
                      <Link to={beneficialOwnersPath(orgNo, s.id)}>{s.statementDate}</Link>
                    </TableCell>
                    <TableCell>{t(`beneficialOwners.status.${s.status}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </>
  );
};

/** The dashboard's alert: who crossed 25 % or 50 % since the confirmed statement. */
export const BeneficialOwnerAlertSection = ({ orgNo }: { orgNo: string }) => {
  const overview = useQuery({ queryKey: overviewKey(orgNo), queryFn: ({ signal }) => apiFetch<BeneficialOwnersOverview>(`/company/${encodeURIComponent(orgNo)}/beneficial-owners`, { signal }) });
  return overview.data ? <BeneficialOwnerAlerts alerts={overview.data.alerts} link={beneficialOwnersPath(orgNo)} /> : null;
};

