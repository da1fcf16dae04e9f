import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch, FormError, useNotify } from '@andel/ui/shell';

export type TwoStepOffProof = { currentPassword: string } | { code: string };

/** A wrong password or code is about the one field the dialog shows. */
const fieldErrorOf = (error: unknown) => {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'auth.invalidCredentials') return 'userSettings.password.wrongCurrent';
  return error.code === 'auth.invalidOtp' ? error.code : null;
};

/** Turning two-step sign-in off asks for the password, or for a code the server emails on request. */
export const TwoStepOffDialog = ({ busy, error, onConfirm, onCancel }: { busy: boolean; error: unknown; onConfirm: (proof: TwoStepOffProof) => void; onCancel: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const [value, setValue] = useState('');
  const [byCode, setByCode] = useState(false);
  const sendCode = useMutation({
    mutationFn: () => apiFetch('/user/two-step/code', { method: 'POST' }),
    onSuccess: () => {
      setByCode(true);
      setValue('');
      notify({ messageKey: 'userSettings.twoStep.codeSent', severity: 'success' });
    },
  });
  const wrong = fieldErrorOf(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(byCode ? { code: value.trim() } : { currentPassword: value });
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('userSettings.twoStep.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('userSettings.twoStep.confirmRequired')}</Typography>
          {!wrong && <FormError error={error ?? sendCode.error} />}
          <TextField
            autoFocus
            fullWidth
            label={t(byCode ? 'userSettings.twoStep.code' : 'userSettings.twoStep.password')}
            type={byCode ? 'text' : 'password'}
            autoComplete={byCode ? 'one-time-code' : 'current-password'}
            slotProps={{ htmlInput: byCode ? { inputMode: 'numeric', maxLength: 6 } : { maxLength: 200 } }}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={Boolean(wrong)}
            helperText={wrong ? t(wrong) : undefined}
          />
          {!byCode && (
            <Button size="small" sx={{ mt: 1 }} loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
              {t('userSettings.twoStep.sendCode')}
            </Button>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('userSettings.twoStep.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy} disabled={!value}>
            {t('userSettings.twoStep.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
