import { ZPasswordResetSchema } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFetch, fieldErrorsOf, FormError, loginPath, useFormErrors, useNotify, validateForm } from '@andel/ui/shell';

/** A new password for the reset token of the emailed link. */
export const NewPasswordForm = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const { setErrors, fieldProps } = useFormErrors();
  const reset = useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiFetch('/auth/login/password-reset-set-new-password', { method: 'POST', body: input }),
    onSuccess: () => {
      notify({ messageKey: 'auth.forgotPassword.done', severity: 'success' });
      navigate(loginPath, { replace: true });
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(ZPasswordResetSchema, { token, newPassword });
    setErrors(errors ?? {});
    if (data) reset.mutate(data);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <FormError error={reset.error} />
      <TextField
        label={t('auth.forgotPassword.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus
        required
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        {...fieldProps('newPassword')}
        helperText={fieldProps('newPassword').helperText ?? t('auth.password.hint')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending} sx={{ mt: 2 }}>
        {t('auth.forgotPassword.setPassword')}
      </Button>
    </Box>
  );
};
