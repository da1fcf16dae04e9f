import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { dateWarnings, localToday } from './date-warnings';
import { useTransactionLog } from './useTransactionLog';

/** The date messages shown under a transaction date before it is submitted. */
export const DateWarnings = ({ date, ignoreId }: { date: string | null | undefined; ignoreId?: string }) => {
  const { t } = useTranslation();
  const { data: log = [] } = useTransactionLog();
  const warnings = date ? dateWarnings(date, log, localToday(), ignoreId) : [];
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
