import type { BeneficialOwnersOverview, BeneficialOwnerStatementView, TBeneficialOwnerStatementCreate } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { apiFetch, useNotify } from '@andel/ui/shell';
import { beneficialOwnersPath, overviewKey } from './beneficial-owner-paths';
import { OwnershipChains } from './OwnershipChains';

type Row = TBeneficialOwnerStatementCreate['owners'][number] & { include: boolean; chains: BeneficialOwnersOverview['proposal'][number]['chains'] };

/** `shareholders/beneficial-owners/new`: the registers' proposal to confirm, each person kept or left out and editable, persons added by hand. */
export const NewBeneficialOwnerStatement = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orgNo = '' } = useParams();
  const overview = useQuery({ queryKey: overviewKey(orgNo), queryFn: ({ signal }) => apiFetch<BeneficialOwnersOverview>(`/company/${encodeURIComponent(orgNo)}/beneficial-owners`, { signal }) });
  const [rows, setRows] = useState<Row[] | null>(null);
  const [statementDate, setStatementDate] = useState(new Date().toISOString().slice(0, 10));
  useEffect(() => {
    if (overview.data && !rows)
      setRows(overview.data.proposal.map((p) => ({ include: true, personKey: p.key, name: p.name, birthYear: p.birthYear, sharesInPercent: p.sharesInPercent, votesInPercent: p.votesInPercent, comment: null, chains: p.chains })));
  }, [overview.data, rows]);
  const save = useMutation({
    mutationFn: (confirm: boolean) =>
      apiFetch<BeneficialOwnerStatementView>(`/company/${encodeURIComponent(orgNo)}/beneficial-owners`, {
        method: 'POST',
        body: { statementDate, confirm, owners: (rows ?? []).filter((r) => r.include).map(({ include: _include, chains: _chains, ...owner }) => owner) },
      }),
    onSuccess: async (statement, confirm) => {
      notify({ messageKey: confirm ? 'beneficialOwners.confirm.success' : 'beneficialOwners.save.success', severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: overviewKey(orgNo) });
      navigate(beneficialOwnersPath(orgNo, statement.id));
    },
    onError: () => notify({ messageKey: 'general-error', severity: 'error' }),
  });
  const change = (index: number, patch: Partial<Row>) => setRows((current) => current!.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('beneficialOwners.new')}
      </Typography>
      <TextField type="date" label={t('beneficialOwners.statementDate')} value={statementDate} onChange={(e) => setStatementDate(e.target.value)} size="small" sx={{ mb: 2 }} slotProps={{ inputLabel: { shrink: true } }} />
      <Table size="small" aria-label={t('beneficialOwners.new')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('beneficialOwners.include')}</TableCell>
            <TableCell>{t('beneficialOwners.name')}</TableCell>
            <TableCell>{t('beneficialOwners.shares')}</TableCell>
            <TableCell>{t('beneficialOwners.votes')}</TableCell>
            <TableCell>{t('beneficialOwners.comment')}</TableCell>
            <TableCell>{t('beneficialOwners.chains')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row, index) => (
            <TableRow key={index}>
              <TableCell>
                <Checkbox checked={row.include} onChange={(e) => change(index, { include: e.target.checked })} slotProps={{ input: { 'aria-label': `${t('beneficialOwners.include')} ${row.name}` } }} />
              </TableCell>
              <TableCell>{row.personKey ? row.name : <TextField size="small" value={row.name} onChange={(e) => change(index, { name: e.target.value })} label={t('beneficialOwners.name')} />}</TableCell>
              <TableCell>
                <TextField size="small" value={row.sharesInPercent} onChange={(e) => change(index, { sharesInPercent: e.target.value })} sx={{ width: 100 }} />
              </TableCell>
              <TableCell>
                <TextField size="small" value={row.votesInPercent} onChange={(e) => change(index, { votesInPercent: e.target.value })} sx={{ width: 100 }} />
              </TableCell>
              <TableCell>
                <TextField size="small" value={row.comment ?? ''} onChange={(e) => change(index, { comment: e.target.value || null })} />
              </TableCell>
              <TableCell>
                <OwnershipChains chains={row.chains} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button onClick={() => setRows((current) => [...(current ?? []), { include: true, personKey: null, name: '', birthYear: null, sharesInPercent: '0', votesInPercent: '0', comment: null, chains: [] }])}>{t('beneficialOwners.addPerson')}</Button>
        <Button variant="outlined" disabled={save.isPending} onClick={() => save.mutate(false)}>
          {t('beneficialOwners.saveDraft')}
        </Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate(true)}>
          {t('beneficialOwners.confirm')}
        </Button>
      </Stack>
    </>
  );
};
