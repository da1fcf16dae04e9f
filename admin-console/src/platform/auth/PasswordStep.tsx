import { ZLoginSchema, type TLogin, type SignInAnswer } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, useFormErrors, validateForm } from '@andel/ui/shell';

type PasswordStepProps = {
  onSignedIn: () => Promise<void>;
  onOtpRequired: () => void;
  /** Why the user is back at this step (the two-step sign-in ran out). */
  noticeKey?: string;
};

/** Email and password. */
export const PasswordStep = ({ onSignedIn, onOtpRequired, noticeKey }: PasswordStepProps) => {
  const { t } = useTranslation();
  const [values, setValues] = useState({ username: '', password: '' });
  const { setErrors, fieldProps } = useFormErrors();
  const login = useMutation({
    mutationFn: async (input: TLogin) => {
      const result = await apiFetch<SignInAnswer>('/auth/login', { method: 'POST', body: input });
      if (result.status === 'LOGGED_IN') await onSignedIn();
      return result;
    },
    onSuccess: (result) => {
      if (result.status === 'OTP_REQUIRED') onOtpRequired();
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(ZLoginSchema, values);
    setErrors(errors ?? {});
    if (data) login.mutate(data);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {noticeKey && !login.error && <Alert severity="info">{t(noticeKey)}</Alert>}
      <FormError error={login.error} />
      <TextField
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
        value={values.username}
        onChange={(event) => setValues({ ...values, username: event.target.value })}
        {...fieldProps('username')}
      />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        {...fieldProps('password')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending} sx={{ mt: 2 }}>
        {t('auth.login.submit')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Link href="/forgot-password">{t('auth.login.forgotPassword')}</Link>
        <Link href="/user/create-password">{t('auth.login.createAccount')}</Link>
      </Box>
    </Box>
  );
};
