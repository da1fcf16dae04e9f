import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ParsedImportRow, RegisterJson, ImportedShareholders } from '@andel/domain/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, apiFetch, errorMessageKey, fieldErrorsOf, IsoDateField, useNotify } from '@andel/ui/shell';

type Props = { orgNo: string; rows: ParsedImportRow[]; blocked: boolean; onRefused: (rows: ParsedImportRow[]) => void; onStartOver: () => void };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The import itself: the date of the holdings and, for an empty log, the nominal value (the shares enter
 * as shareholding per date), otherwise an optional price (they enter as an issue). Asks for confirmation.
 */
export const ImportSubmit = ({ orgNo, rows, blocked, onRefused, onStartOver }: Props) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const register = useQuery({ queryKey: ['register', orgNo], queryFn: ({ signal }) => apiFetch<RegisterJson>(`/company/${encodeURIComponent(orgNo)}/register`, { signal }) });
  const opening = register.data?.nominalValue === null;
  const [transactionDate, setTransactionDate] = useState(today);
  const [nominalValue, setNominalValue] = useState('');
  const [sharePrice, setSharePrice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    setRefusal(null);
    try {
      const shareholders = rows.map(({ rowNumber, values }) => ({ rowNumber, values: Object.fromEntries(Object.entries(values).filter(([, text]) => text !== '')) }));
      const result = await apiFetch<ImportedShareholders>(`/shareholder/${encodeURIComponent(orgNo)}/import-shareholders`, {
        method: 'POST',
        body: { shareholders, transactionDate, ...(opening ? { nominalValue } : sharePrice ? { sharePrice } : {}) },
      });
      notify({ messageKey: 'shareholderImport.success', params: { count: result.count }, severity: 'success' });
      // The list, the register and the dashboard read before the import are stale now.
      await queryClient.invalidateQueries();
      navigate(`/company/${orgNo}/shareholders/list`);
    } catch (error) {
      const refusedRows = error instanceof ApiError ? (error.body as { rows?: ParsedImportRow[] } | null)?.rows : undefined;
      if (refusedRows) onRefused(refusedRows);
      setErrors(fieldErrorsOf(error));
      setRefusal(errorMessageKey(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {register.data && <Alert severity="info">{t(opening ? 'shareholderImport.opening' : 'shareholderImport.issue')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <IsoDateField label={t('shareholderImport.transactionDate')} value={transactionDate} onChange={setTransactionDate} error={Boolean(errors.transactionDate)} helperText={errors.transactionDate ? t(errors.transactionDate) : undefined} />
        {opening ? (
          <TextField label={t('shareholderImport.nominalValue')} value={nominalValue} onChange={(event) => setNominalValue(event.target.value)} error={Boolean(errors.nominalValue)} helperText={errors.nominalValue ? t(errors.nominalValue) : undefined} />
        ) : (
          <TextField label={t('shareholderImport.sharePrice')} value={sharePrice} onChange={(event) => setSharePrice(event.target.value)} error={Boolean(errors.sharePrice)} helperText={errors.sharePrice ? t(errors.sharePrice) : undefined} />
        )}
      </Stack>
      {refusal && (
        <Alert severity="error" role="alert">
          {t(refusal)}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={blocked || busy || !register.data} onClick={() => setConfirming(true)}>
          {t('shareholderImport.import')}
        </Button>
        <Button onClick={onStartOver}>{t('shareholderImport.startOver')}</Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('shareholderImport.confirm.title')}</DialogTitle>
        <DialogContent>{t('shareholderImport.confirm.text', { count: rows.length })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('shareholderImport.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit()}>
            {t('shareholderImport.import')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
