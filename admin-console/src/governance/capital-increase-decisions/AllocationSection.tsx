import { formatDate, formatNumber, type AllocationRoundView, type CapitalIncreaseAllocationView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, apiFetch, currentLanguage, FormError, LoadingState } from '@andel/ui/shell';
import { transactionPath, transactionResource } from '../../register/transactions/transaction-resource';
import { governanceQueryRoot, useGovernanceMutation } from '../useGovernanceMutation';

type Entered = Record<string, string>;
type Save = { allocationRounds: { id: string; isCompleted: boolean; allocations: { id: string; allocatedShares: string }[] }[]; isAllocationCompleted: boolean };

const number = (value: string) => formatNumber(value, currentLanguage());
const key = (round: AllocationRoundView, lineId: string) => `${round.id}/${lineId}`;
const enteredOf = (view: CapitalIncreaseAllocationView): Entered =>
  Object.fromEntries(view.allocationRounds.flatMap((round) => round.allocations.map((line) => [key(round, line.id), line.allocatedShares])));

/** The increase's allocation (seed 001 section 4, "Share allocation"): rounds per class, saved, confirmed, then applied to the register. */
export const AllocationSection = ({ path, canEdit }: { path: string; canEdit: boolean }) => {
  const { t } = useTranslation();
  const view = useQuery({ queryKey: [governanceQueryRoot, 'capital-increase-allocation', path], queryFn: ({ signal }) => apiFetch<CapitalIncreaseAllocationView>(`${path}/allocation`, { signal }) });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="capital-increase-allocation" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="capital-increase-allocation" variant="h4">
        {t('capitalIncrease.allocation.title')}
      </Typography>
      {view.data ? <AllocationRounds key={view.dataUpdatedAt} path={path} view={view.data} canEdit={canEdit} /> : view.error ? <FormError error={view.error} /> : <LoadingState />}
    </Paper>
  );
};

const AllocationRounds = ({ path, view, canEdit }: { path: string; view: CapitalIncreaseAllocationView; canEdit: boolean }) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const [entered, setEntered] = useState<Entered>(() => enteredOf(view));
  const [errors, setErrors] = useState<Record<string, string | { message: string; args: Record<string, string> }>>({});
  const [confirming, setConfirming] = useState(false);
  const onError = (error: unknown) => setErrors(error instanceof ApiError ? (error.body?.errors ?? {}) : {});
  const save = useGovernanceMutation({
    mutationFn: (input: Save) => apiFetch<CapitalIncreaseAllocationView>(`${path}/allocation`, { method: 'PUT', body: input }),
    successKey: 'capitalIncrease.allocation.saved',
    onError,
  });
  const apply = useGovernanceMutation({ mutationFn: () => apiFetch<CapitalIncreaseAllocationView>(`${path}/apply`, { method: 'POST', body: {} }), onSuccess: () => setConfirming(false), onError: () => setConfirming(false), touchesCompany: true });
  const applied = view.applied;
  const editable = canEdit && !view.isAllocationCompleted && !applied;
  const send = (isAllocationCompleted: boolean) => {
    setErrors({});
    save.mutate({
      isAllocationCompleted,
      allocationRounds: view.allocationRounds.map((round) => ({
        id: round.id,
        isCompleted: isAllocationCompleted,
        allocations: round.allocations.map((line) => ({ id: line.id, allocatedShares: (entered[key(round, line.id)] ?? '').trim() })),
      })),
    });
  };
  const propose = (round: AllocationRoundView) => setEntered((current) => ({ ...current, ...Object.fromEntries(round.allocations.map((line) => [key(round, line.id), line.proposedShares])) }));
  const message = (field: string) => {
    const error = errors[field];
    return error === undefined ? undefined : typeof error === 'string' ? t(error) : t(error.message, error.args);
  };
  if (view.increaseType === null || (view.increaseType === 'shareIssue' && view.allocationRounds.length === 0)) return <Typography>{t('capitalIncrease.allocation.empty')}</Typography>;
  return (
    <>
      {view.increaseType === 'increaseNominalValue' && <Typography>{t('capitalIncrease.allocation.nominalValueIncrease')}</Typography>}
      {view.allocationRounds.map((round, roundIndex) => (
        <Box key={round.id} component="section" aria-labelledby={`allocation-round-${round.id}`}>
          <Typography id={`allocation-round-${round.id}`} variant="h5" component="h5">
            {t('capitalIncrease.allocation.round', { roundNumber: round.roundNumber, shareClass: round.shareTypeCode })}
          </Typography>
          <Typography variant="body2">{t('capitalIncrease.allocation.roundLimits', { min: number(round.minShares), max: number(round.maxShares) })}</Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('capitalIncrease.allocation.subscriber')}</TableCell>
                <TableCell align="right">{t('capitalIncrease.allocation.offeredShares')}</TableCell>
                <TableCell align="right">{t('capitalIncrease.allocation.subscribedShares')}</TableCell>
                <TableCell align="right">{t('capitalIncrease.allocation.subscriptionPrice')}</TableCell>
                <TableCell align="right">{t('capitalIncrease.allocation.allocatedShares')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {round.allocations.map((line, lineIndex) => (
                <TableRow key={line.id}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">{number(line.offeredShares)}</TableCell>
                  <TableCell align="right">{number(line.subscribedShares)}</TableCell>
                  <TableCell align="right">{number(line.subscriptionPrice)}</TableCell>
                  <TableCell align="right">
                    {editable ? (
                      <TextField
                        size="small"
                        value={entered[key(round, line.id)] ?? ''}
                        onChange={(event) => setEntered((current) => ({ ...current, [key(round, line.id)]: event.target.value }))}
                        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${t('capitalIncrease.allocation.allocatedShares')}: ${line.name}`, style: { textAlign: 'right' } } }}
                        error={!!message(`allocationRounds.${roundIndex}.allocations.${lineIndex}.allocatedShares`)}
                        helperText={message(`allocationRounds.${roundIndex}.allocations.${lineIndex}.allocatedShares`)}
                      />
                    ) : (
                      number(line.allocatedShares)
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={4}>{t('capitalIncrease.allocation.total')}</TableCell>
                <TableCell align="right">{number(round.allocatedShares)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
          <Typography variant="body2" color={round.remainingShares.startsWith('-') ? 'error' : undefined}>
            {t('capitalIncrease.allocation.remaining', { remaining: number(round.remainingShares) })}
          </Typography>
          {message(`allocationRounds.${roundIndex}`) && <Alert severity="error">{message(`allocationRounds.${roundIndex}`)}</Alert>}
          {editable && (
            <Button sx={{ mt: 1 }} onClick={() => propose(round)}>
              {t('capitalIncrease.allocation.propose')}
            </Button>
          )}
        </Box>
      ))}
      {message('isAllocationCompleted') && <Alert severity="error">{message('isAllocationCompleted')}</Alert>}
      <FormError error={save.error ?? apply.error} />
      {view.confirmedAt && <Alert severity="success">{t('capitalIncrease.allocation.isConfirmed', { date: formatDate(view.confirmedAt) })}</Alert>}
      {canEdit && !applied && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {editable && (
            <>
              <Button variant="outlined" loading={save.isPending} onClick={() => send(false)}>
                {t('capitalIncrease.allocation.save')}
              </Button>
              <Button variant="contained" loading={save.isPending} onClick={() => send(true)}>
                {t('capitalIncrease.allocation.confirm')}
              </Button>
            </>
          )}
          {view.isAllocationCompleted && (
            <Button loading={save.isPending} onClick={() => send(false)}>
              {t('capitalIncrease.allocation.reopen')}
            </Button>
          )}
          {(view.isAllocationCompleted || view.increaseType === 'increaseNominalValue') && (
            <Button variant="contained" color="primary" onClick={() => setConfirming(true)}>
              {t('capitalIncrease.allocation.apply')}
            </Button>
          )}
        </Stack>
      )}
      <Confirm
        isOpen={confirming}
        loading={apply.isPending}
        title="capitalIncrease.allocation.apply"
        content="capitalIncrease.allocation.applyConfirm"
        confirm="capitalIncrease.allocation.apply"
        onConfirm={() => apply.mutate(undefined)}
        onClose={() => setConfirming(false)}
      />
      {applied && (
        <Alert severity="warning">
          <Typography>{t('capitalIncrease.allocation.applied', { date: formatDate(applied.appliedAt) })}</Typography>
          <Stack direction="row" sx={{ gap: 2, mt: 1 }}>
            <Link to={transactionPath(orgNo, applied.entryId)}>{t('capitalIncrease.allocation.openTransaction')}</Link>
            <Link to={`/company/${encodeURIComponent(orgNo)}/${transactionResource}`}>{t('capitalIncrease.allocation.openLog')}</Link>
          </Stack>
        </Alert>
      )}
    </>
  );
};
