import { ZCreateUserSchema, type TCreateUser } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, loginPath, useFormErrors, validateForm } from '@andel/ui/shell';
import { AuthLayout } from './AuthLayout';

/**
 * `/user/create-password`: a new account (name, email, password). The server answers the same whether the address was
 * free or taken (it emails the owner of a taken one), so the page says an email was sent and offers sign-in.
 */
export const CreatePasswordPage = () => {
  const { t } = useTranslation();
  const [values, setValues] = useState({ name: '', username: '', password: '' });
  const { setErrors, fieldProps } = useFormErrors();
  const create = useMutation({
    mutationFn: (input: TCreateUser) => apiFetch('/auth/user/new', { method: 'POST', body: input }),
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(ZCreateUserSchema, values);
    setErrors(errors ?? {});
    if (data) create.mutate(data);
  };

  if (create.isSuccess)
    return (
      <AuthLayout titleKey="auth.createAccount.title">
        <Alert severity="success">{t('auth.createAccount.checkEmail', { email: values.username })}</Alert>
        <Box sx={{ mt: 2 }}>
          <Link href={loginPath}>{t('auth.createAccount.haveAccount')}</Link>
        </Box>
      </AuthLayout>
    );

  return (
    <AuthLayout titleKey="auth.createAccount.title">
      <Box component="form" noValidate onSubmit={submit}>
        <FormError error={create.error} />
        <TextField
          label={t('auth.createAccount.name')}
          autoComplete="name"
          autoFocus
          required
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          {...fieldProps('name')}
        />
        <TextField
          label={t('auth.createAccount.email')}
          type="email"
          autoComplete="email"
          required
          value={values.username}
          onChange={(event) => setValues({ ...values, username: event.target.value })}
          {...fieldProps('username')}
        />
        <TextField
          label={t('auth.createAccount.password')}
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          {...fieldProps('password')}
          helperText={fieldProps('password').helperText ?? t('auth.password.hint')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={create.isPending} sx={{ mt: 2 }}>
          {t('auth.createAccount.submit')}
        </Button>
        <Box sx={{ mt: 2 }}>
          <Link href={loginPath}>{t('auth.createAccount.haveAccount')}</Link>
        </Box>
      </Box>
    </AuthLayout>
  );
};
