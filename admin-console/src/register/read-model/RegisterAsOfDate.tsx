import { formatNumber, formatPercent, formatShares, isLocalDate, type RegisterPageJson } from '@andel/domain/shared';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, ErrorState, IsoDateField, LoadingState, useDebouncedValue } from '@andel/ui/shell';
import { localToday } from '../transactions/local-today';
import { useShareClassChoices } from '../transactions/fields/useRegisterChoices';
import { RegisterSummary } from './RegisterSummary';
import { useRegisterPage } from './useRegister';

const pageSize = 25;

const HoldersTable = ({ register }: { register: RegisterPageJson }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { nameOf } = useShareClassChoices();
  return (
    <Table size="small" aria-label={t('company.dashboard.register.asOfDate')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('transactions.details.holder')}</TableCell>
          <TableCell>{t('company.dashboard.register.holdings')}</TableCell>
          <TableCell align="right">{t('company.dashboard.register.totalShares')}</TableCell>
          <TableCell align="right">{t('company.dashboard.register.ownership')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {register.rows.map((row) => (
          <TableRow key={row.shareholderId}>
            <TableCell>{row.name || t('shareholders.unnamed')}</TableCell>
            <TableCell>
              {row.holdings.map((holding) => `${nameOf(holding.shareTypeId) ?? ''}: ${formatShares(holding.shares, language)} (${holding.shareNumbers})`).join('; ')}
            </TableCell>
            <TableCell align="right">{formatShares(row.totalShares, language)}</TableCell>
            <TableCell align="right">{formatPercent(row.shareOfShares, language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The register as it stood at the end of a chosen day, replayed from the log, a page of holders at a time. */
export const RegisterAsOfDate = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [date, setDate] = useState(localToday());
  const [page, setPage] = useState(0);
  const asked = useDebouncedValue(isLocalDate(date) ? date : localToday(), 300);
  const { data: register, isPending, isPlaceholderData, isFetching, error, refetch } = useRegisterPage(asked, [page * pageSize, page * pageSize + pageSize - 1]);
  const changeDate = (next: string) => {
    setDate(next);
    setPage(0);
  };
  return (
    <Stack spacing={2}>
      <IsoDateField label={t('company.dashboard.register.date')} value={date} onChange={changeDate} sx={{ maxWidth: 240 }} />
      {isPending && <LoadingState />}
      {error && <ErrorState error={error} onRetry={() => void refetch()} />}
      {register && (
        <>
          <RegisterSummary register={register} />
          {isPlaceholderData && isFetching && <LinearProgress />}
          <HoldersTable register={register} />
          {register.holders > pageSize && (
            <TablePagination
              component="div"
              count={register.holders}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[]}
              labelDisplayedRows={({ from, to, count }) => t('company.dashboard.register.range', { from: formatNumber(from, language), to: formatNumber(to, language), total: formatNumber(count, language) })}
              getItemAriaLabel={(type) => t(`company.dashboard.register.page.${type === 'next' ? 'next' : 'previous'}`)}
            />
          )}
        </>
      )}
    </Stack>
  );
};
