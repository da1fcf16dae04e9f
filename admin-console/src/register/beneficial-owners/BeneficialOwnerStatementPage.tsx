import type { BeneficialOwnerStatementView } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiFetch, useCanEdit, useNotify } from '@andel/ui/shell';
import { beneficialOwnersPath, overviewKey } from './beneficial-owner-paths';
import { OwnershipChains } from './OwnershipChains';

/** `shareholders/beneficial-owners/{id}`: a dated statement with its persons and chains; a draft can be confirmed. */
export const BeneficialOwnerStatementPage = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit('beneficialOwners');
  const { orgNo = '', id = '' } = useParams();
  const path = `/company/${encodeURIComponent(orgNo)}/beneficial-owners/${encodeURIComponent(id)}`;
  const statement = useQuery({ queryKey: ['beneficialOwnerStatement', orgNo, id], queryFn: ({ signal }) => apiFetch<BeneficialOwnerStatementView>(path, { signal }) });
  const confirm = useMutation({
    mutationFn: () => apiFetch<BeneficialOwnerStatementView>(`${path}/confirm`, { method: 'PUT' }),
    onSuccess: async (next) => {
      queryClient.setQueryData(['beneficialOwnerStatement', orgNo, id], next);
      await queryClient.invalidateQueries({ queryKey: overviewKey(orgNo) });
      notify({ messageKey: 'beneficialOwners.confirm.success', severity: 'success' });
    },
    onError: () => notify({ messageKey: 'general-error', severity: 'error' }),
  });
  const s = statement.data;
  if (!s) return null;
  return (
    <>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h1">
          {t('beneficialOwners.title')} {s.statementDate} ({t(`beneficialOwners.status.${s.status}`)})
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={beneficialOwnersPath(orgNo, `log/${s.id}`)}>
            {t('beneficialOwners.log')}
          </Button>
          {canEdit && s.status === 'DRAFT' && (
            <Button variant="contained" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {t('beneficialOwners.confirm')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Table size="small" aria-label={t('beneficialOwners.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('beneficialOwners.name')}</TableCell>
            <TableCell align="right">{t('beneficialOwners.shares')}</TableCell>
            <TableCell align="right">{t('beneficialOwners.votes')}</TableCell>
            <TableCell>{t('beneficialOwners.comment')}</TableCell>
            <TableCell>{t('beneficialOwners.chains')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {s.owners.map((o) => (
            <TableRow key={o.id}>
              <TableCell>
                <Link to={beneficialOwnersPath(orgNo, `log/${s.id}/${o.id}`)}>{o.name}</Link>
              </TableCell>
              <TableCell align="right">{o.sharesInPercent}</TableCell>
              <TableCell align="right">{o.votesInPercent}</TableCell>
              <TableCell>{o.comment}</TableCell>
              <TableCell>
                <OwnershipChains chains={o.chains} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
