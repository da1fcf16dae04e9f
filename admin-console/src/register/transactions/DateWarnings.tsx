import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { expandTime, instantOfDayAndTime, isLocalDate, type TransactionDateCheck } from '@andel/domain/shared';
import { apiFetch, useDebouncedValue } from '@andel/ui/shell';

/** The seed's date messages: another entry at that time (the server refuses it), a future date, later entries. */
const warningsOf = (check: TransactionDateCheck) => [
  ...(check.existingTransactionOnDate ? [{ messageKey: 'existing-transaction-on-date', severity: 'error' as const }] : []),
  ...(check.isFutureDate ? [{ messageKey: 'warning-future-transaction', severity: 'warning' as const }] : []),
  ...(check.laterTransactions > 0 ? [{ messageKey: 'transactions.laterTransactions', severity: 'info' as const, params: { count: check.laterTransactions } }] : []),
];

/** What is checked: the date, or with a time of day the instant they name in Norway. */
const checkedValue = (date: string | null | undefined, time: string | null | undefined) => {
  if (!date || !isLocalDate(date)) return null;
  if (time === undefined) return date;
  const clock = expandTime(time ?? '');
  return clock === null ? null : instantOfDayAndTime(date, clock);
};

/** Shown under a transaction date (and time) before it is submitted (`GET /company/{orgNo}/transactions/date-check`). */
export const DateWarnings = ({ date, time }: { date: string | null | undefined; time?: string | null }) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const wanted = checkedValue(date, time);
  const checked = useDebouncedValue(wanted, 300);
  const { data } = useQuery({
    queryKey: ['transactionlog', 'date-check', orgNo, checked],
    queryFn: () => apiFetch<TransactionDateCheck>(`/company/${encodeURIComponent(orgNo)}/transactions/date-check?transactionDate=${encodeURIComponent(checked ?? '')}`),
    enabled: checked !== null,
  });
  const warnings = data && checked === wanted ? warningsOf(data) : [];
  if (warnings.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2, width: '100%' }}>
      {warnings.map((warning) => (
        <Alert key={warning.messageKey} severity={warning.severity}>
          {t(warning.messageKey, warning.params)}
        </Alert>
      ))}
    </Stack>
  );
};
