import type { BeneficialOwnerLogEntry } from '@andel/domain/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiFetch } from '@andel/ui/shell';

const figures = (f: BeneficialOwnerLogEntry['after']) => (f ? `${f.sharesInPercent} % / ${f.votesInPercent} %${f.comment ? ` (${f.comment})` : ''}` : '');

/** `shareholders/beneficial-owners/log/{statementId}/{beneficialOwnerId?}`: what happened to a statement, or to one person on it. */
export const BeneficialOwnerLogPage = () => {
  const { t } = useTranslation();
  const { orgNo = '', statementId = '', beneficialOwnerId } = useParams();
  const query = beneficialOwnerId ? `?beneficialOwnerId=${encodeURIComponent(beneficialOwnerId)}` : '';
  const log = useQuery({
    queryKey: ['beneficialOwnerLog', orgNo, statementId, beneficialOwnerId],
    queryFn: ({ signal }) => apiFetch<BeneficialOwnerLogEntry[]>(`/company/${encodeURIComponent(orgNo)}/beneficial-owners/${encodeURIComponent(statementId)}/log${query}`, { signal }),
  });
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('beneficialOwners.log')}
      </Typography>
      <Table size="small" aria-label={t('beneficialOwners.log')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('beneficialOwners.statementDate')}</TableCell>
            <TableCell />
            <TableCell>{t('beneficialOwners.name')}</TableCell>
            <TableCell>{t('beneficialOwners.shares')} / {t('beneficialOwners.votes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(log.data ?? []).map((e) => (
            <TableRow key={e.id}>
              <TableCell>{new Date(e.createdAt).toLocaleString()}</TableCell>
              <TableCell>
                {t(`beneficialOwners.log.${e.type.split('.')[1]}`)} {e.actorName ? `(${e.actorName})` : ''}
              </TableCell>
              <TableCell>{e.name}</TableCell>
              <TableCell>
                {e.before ? `${figures(e.before)} → ` : ''}
                {figures(e.after)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
