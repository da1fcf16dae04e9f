import { formatDate, lastFullYear, type RegisterStatementView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { apiFetch, CompanyPage, DownloadButton, ErrorState, errorMessageKey, LoadingState, useCanEdit, useNotify } from '@andel/ui/shell';
import { StatementChanges, StatementChecks, StatementDividends, StatementHoldings } from './StatementTables';

export const statementTabs = ['holdings', 'changes', 'dividends', 'checks'] as const;
const statusColor = { Sent: 'success', Overdue: 'error', NotSent: 'warning' } as const;

/**
 * `shareholders/statement/new/{tab?}`: the year's shareholder register statement (`?year=`, the last full year by
 * default) in tabs, its status against the 31 January deadline, what its RF-1086 forms lack (counted here, listed under
 * checks), and filing: through Skatteetaten's API when connected, else the forms to download and a "mark as sent".
 */
export const StatementPage = () => {
  const { t } = useTranslation();
  const { orgNo = '', tab = 'holdings' } = useParams();
  const [search, setSearch] = useSearchParams();
  const year = Number(search.get('year') ?? lastFullYear());
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit('shareholderRegisterStatement');
  const [busy, setBusy] = useState(false);
  const path = `/company/${encodeURIComponent(orgNo)}/statement/${year}`;
  const { data, isPending, error, refetch } = useQuery({ queryKey: ['statement', orgNo, year], queryFn: ({ signal }) => apiFetch<RegisterStatementView>(path, { signal }) });
  const base = `/company/${encodeURIComponent(orgNo)}/shareholders/statement/new`;
  if (!(statementTabs as readonly string[]).includes(tab)) return <Navigate to={base} replace />;

  const file = async (action: 'send' | 'mark-sent') => {
    setBusy(true);
    try {
      await apiFetch(`${path}/${action}`, { method: 'POST' });
      await queryClient.invalidateQueries({ queryKey: ['statement', orgNo] });
      notify({ messageKey: 'statement.filed', severity: 'success' });
    } catch (failure) {
      notify({ messageKey: errorMessageKey(failure), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const years = Array.from({ length: 6 }, (_, index) => lastFullYear() - index);
  return (
    <CompanyPage titleKey="statement.title">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select size="small" label={t('statement.year')} value={year} onChange={(event) => setSearch({ year: event.target.value })}>
          {years.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        {data && <Chip color={statusColor[data.status]} label={t(`statement.status.${data.status}`)} />}
        {data && <Typography>{data.sentAt ? t('statement.sentAt', { date: formatDate(data.sentAt) }) : t('statement.deadline', { date: formatDate(data.deadline) })}</Typography>}
        {data?.reference && <Typography>{t('statement.reference', { reference: data.reference })}</Typography>}
      </Stack>
      {isPending ? (
        <LoadingState />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <Alert severity={data.filingConnected ? 'success' : 'info'} sx={{ mb: 2 }}>
            {t(data.filingConnected ? 'statement.connected' : 'statement.notConnectedInfo')}
          </Alert>
          {data.problems.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('statement.problems.count', { count: data.problems.length })}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            {canEdit && data.filingConnected && (
              <Button variant="contained" disabled={busy} onClick={() => void file('send')}>
                {t('statement.send')}
              </Button>
            )}
            <DownloadButton path={`${path}/file`} labelKey="statement.download" errorKey="general-error" />
            {canEdit && !data.filingConnected && data.status !== 'Sent' && (
              <Button disabled={busy} onClick={() => void file('mark-sent')}>
                {t('statement.markSent')}
              </Button>
            )}
          </Stack>
          <Tabs value={tab} sx={{ mb: 2 }}>
            {statementTabs.map((name) => (
              <Tab key={name} value={name} label={t(`statement.tab.${name}`)} component={Link} to={`${base}/${name}?year=${year}`} />
            ))}
          </Tabs>
          {tab === 'holdings' && <StatementHoldings statement={data} />}
          {tab === 'changes' && <StatementChanges statement={data} />}
          {tab === 'dividends' && <StatementDividends statement={data} />}
          {tab === 'checks' && <StatementChecks statement={data} />}
        </>
      )}
    </CompanyPage>
  );
};
