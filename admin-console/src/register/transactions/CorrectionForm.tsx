import { formatTime, instantOfDayAndTime, transactionSlugOf, ZTransactionDateChangeSchema, ZTransactionNominalValueChangeSchema, type TransactionType, type TransactionRecord } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, IsoDateField, useFormErrors, useNotify, validateForm } from '@andel/ui/shell';
import { DateWarnings } from './DateWarnings';
import { refusalKey } from './refusal-key';
import { fieldLabel } from './transaction-resource';

type Change = 'transactionDate' | 'nominalValue';

const changes = {
  transactionDate: { schema: ZTransactionDateChangeSchema, messages: 'transactions.change-date', fallback: 'transactions.change-date.system-error', type: 'date' },
  nominalValue: { schema: ZTransactionNominalValueChangeSchema, messages: 'transactions.change-nominal-value', fallback: 'general-error', type: 'text' },
} as const;

const initialValue = (entry: TransactionRecord, change: Change) =>
  change === 'transactionDate'
    ? entry.transactionDate.slice(0, 10)
    : String(entry.corrections.findLast((correction) => correction.correction === 'NOMINAL_VALUE')?.payload.nominalValue ?? entry.payload.nominalValue ?? '');

/**
 * A new date or nominal value for a recorded transaction (`POST /transaction/{type}/{id}`): recorded as a
 * correcting entry; a refusal (a later transaction depends on it) is shown translated.
 */
export const CorrectionForm = ({ entry, change, onDone, onCancel }: { entry: TransactionRecord; change: Change; onDone: () => void; onCancel?: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { setErrors, fieldProps } = useFormErrors();
  const [value, setValue] = useState(initialValue(entry, change));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { schema, messages, fallback, type } = changes[change];
  const slug = transactionSlugOf(entry.transactionType as TransactionType);

  const submit = async () => {
    setRefusal(null);
    const checked = validateForm<unknown>(schema, { [change]: value });
    setErrors(checked.errors ?? {});
    if (checked.errors || !slug) return;
    setBusy(true);
    try {
      // A new day keeps the entry's time within the day, so it does not land on another entry's default noon.
      const sent = change === 'transactionDate' ? instantOfDayAndTime(value, formatTime(entry.transactionDate)) : value;
      await apiFetch(`/transaction/${slug}/${entry.id}`, { method: 'POST', body: { [change]: sent } });
      await queryClient.invalidateQueries();
      notify({ messageKey: `${messages}.success`, severity: 'success' });
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      if (Object.keys(fieldErrorsOf(error)).length === 0) setRefusal(refusalKey(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {refusal && <Alert severity="error">{t(refusal)}</Alert>}
      {type === 'date' ? (
        <IsoDateField label={t(fieldLabel(change))} value={value} onChange={setValue} {...fieldProps(change)} />
      ) : (
        <TextField
          label={t(fieldLabel(change))}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
          {...fieldProps(change)}
        />
      )}
      {change === 'transactionDate' && <DateWarnings date={value} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{t('shareholders.section.cancel')}</Button>}
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {t(`${messages}.submit`)}
        </Button>
      </Stack>
    </Stack>
  );
};
