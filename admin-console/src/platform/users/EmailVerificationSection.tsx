import { ZSendVerificationEmailSchema, ZVerifyEmailSchema, type LoggedOnUser } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, loggedOnUserQueryKey, useFormErrors, useNotify, validateForm } from '@andel/ui/shell';
import { SettingsSection } from './SettingsSection';

/** Verifies an email address with an emailed code: the current one, or a new one that then replaces it. */
export const EmailVerificationSection = ({ user }: { user: LoggedOnUser }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [emailAddress, setEmailAddress] = useState(user.email);
  const [verificationCode, setVerificationCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const { setErrors, fieldProps } = useFormErrors();

  const send = useMutation({
    mutationFn: (input: { emailAddress: string }) => apiFetch('/user/send-verification-email', { method: 'POST', body: input }),
    onSuccess: (_result, input) => {
      setCodeSentTo(input.emailAddress);
      notify({ messageKey: 'userSettings.email.codeSent', severity: 'success', params: { email: input.emailAddress } });
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const verify = useMutation({
    mutationFn: (input: { emailAddress: string; verificationCode: string }) => apiFetch('/user/verify-email', { method: 'POST', body: input }),
    onSuccess: async () => {
      setCodeSentTo(null);
      setVerificationCode('');
      notify({ messageKey: 'userSettings.email.verified', severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: loggedOnUserQueryKey });
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(ZSendVerificationEmailSchema, { emailAddress });
    setErrors(errors ?? {});
    if (data) send.mutate(data);
  };
  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(ZVerifyEmailSchema, { emailAddress: codeSentTo, verificationCode });
    setErrors(errors ?? {});
    if (data) verify.mutate(data);
  };

  return (
    <SettingsSection titleKey="userSettings.email.title">
      <Alert severity={user.emailVerified ? 'success' : 'warning'} role="status" sx={{ mb: 1 }}>
        {t(user.emailVerified ? 'userSettings.email.isVerified' : 'userSettings.email.notVerified', { email: user.email })}
      </Alert>
      <Box component="form" noValidate onSubmit={sendCode} sx={{ maxWidth: 420 }}>
        <FormError error={send.error} />
        <TextField
          label={t('userSettings.email.address')}
          type="email"
          autoComplete="email"
          required
          value={emailAddress}
          onChange={(event) => setEmailAddress(event.target.value)}
          {...fieldProps('emailAddress')}
        />
        <Button type="submit" variant={codeSentTo ? 'text' : 'contained'} loading={send.isPending} sx={{ mt: 1 }}>
          {t(codeSentTo ? 'userSettings.email.sendAgain' : 'userSettings.email.send')}
        </Button>
      </Box>
      {codeSentTo && (
        <Box component="form" noValidate onSubmit={verifyCode} sx={{ maxWidth: 420, mt: 2 }}>
          <FormError error={verify.error} />
          <TextField
            label={t('userSettings.email.code')}
            autoComplete="one-time-code"
            autoFocus
            required
            value={verificationCode}
            onChange={(event) => setVerificationCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            {...fieldProps('verificationCode')}
          />
          <Button type="submit" variant="contained" loading={verify.isPending} sx={{ mt: 1 }}>
            {t('userSettings.email.verify')}
          </Button>
        </Box>
      )}
    </SettingsSection>
  );
};
