import { formatPercent, formatShares, isLocalDate, type RegisterJson } from '@andel/domain/shared';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, ErrorState, IsoDateField, LoadingState, useDebouncedValue } from '@andel/ui/shell';
import { localToday } from '../transactions/local-today';
import { useShareClassChoices, useShareholderNames } from '../transactions/fields/useRegisterChoices';
import { RegisterSummary } from './RegisterSummary';
import { useRegister } from './useRegister';

const HoldersTable = ({ register }: { register: RegisterJson }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const names = useShareholderNames();
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
            <TableCell>{names.get(row.shareholderId) || t('shareholders.unnamed')}</TableCell>
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

/** The register as it stood at the end of a chosen day, replayed from the log. */
export const RegisterAsOfDate = () => {
  const { t } = useTranslation();
  const [date, setDate] = useState(localToday());
  const asked = useDebouncedValue(isLocalDate(date) ? date : localToday(), 300);
  const { data: register, isPending, error, refetch } = useRegister(asked);
  return (
    <Stack spacing={2}>
      <IsoDateField label={t('company.dashboard.register.date')} value={date} onChange={setDate} sx={{ maxWidth: 240 }} />
      {isPending && <LoadingState />}
      {error && <ErrorState error={error} onRetry={() => void refetch()} />}
      {register && (
        <>
          <RegisterSummary register={register} />
          <HoldersTable register={register} />
        </>
      )}
    </Stack>
  );
};
