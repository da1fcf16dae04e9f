import { ZSignInCodeSchema } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch, fieldErrorsOf, FormError, useFormErrors, useNotify, validateForm } from '@andel/ui/shell';

type OtpStepProps = {
  onSignedIn: () => Promise<void>;
  /** Back to email and password, with the reason when the pending sign-in ended. */
  onRestart: (noticeKey?: string) => void;
};

/** The 6-digit code emailed for two-step sign-in. */
export const OtpStep = ({ onSignedIn, onRestart }: OtpStepProps) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const [otp, setOtp] = useState('');
  const { setErrors, fieldProps } = useFormErrors();
  const pendingSignInEnded = (error: unknown) => error instanceof ApiError && error.code === 'auth.notAuthenticated';

  const verify = useMutation({
    mutationFn: async (input: { otp: string }) => {
      await apiFetch('/auth/login/otp', { method: 'POST', body: input });
      await onSignedIn();
    },
    onError: (error) => {
      if (pendingSignInEnded(error)) onRestart('auth.login.otpSessionEnded');
      else setErrors(fieldErrorsOf(error));
    },
  });
  const sendNewCode = useMutation({
    mutationFn: () => apiFetch('/auth/login/send-new-otp', { method: 'POST' }),
    onSuccess: () => notify({ messageKey: 'auth.login.newCodeSent', severity: 'success' }),
    onError: (error) => {
      if (pendingSignInEnded(error)) onRestart('auth.login.otpSessionEnded');
    },
  });
  const cancel = useMutation({ mutationFn: () => apiFetch('/auth/logout', { method: 'POST' }), onSettled: () => onRestart() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(ZSignInCodeSchema, { otp });
    setErrors(errors ?? {});
    if (data) verify.mutate(data);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography sx={{ color: 'text.secondary' }}>{t('auth.login.otpSent')}</Typography>
      <FormError error={verify.error} />
      <FormError error={sendNewCode.error} />
      <TextField
        label={t('auth.login.otpCode')}
        autoComplete="one-time-code"
        autoFocus
        required
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
        {...fieldProps('otp')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending} sx={{ mt: 2 }}>
        {t('auth.login.otpSubmit')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button onClick={() => sendNewCode.mutate()} loading={sendNewCode.isPending}>
          {t('auth.login.sendNewCode')}
        </Button>
        <Button color="inherit" onClick={() => cancel.mutate()} loading={cancel.isPending}>
          {t('auth.login.otpCancel')}
        </Button>
      </Box>
    </Box>
  );
};
