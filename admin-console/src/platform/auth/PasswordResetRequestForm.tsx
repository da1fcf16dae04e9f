import { ZPasswordResetRequestSchema } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, useFormErrors, validateForm } from '@andel/ui/shell';

/** The email address to send a reset link to. The answer is the same whether or not the address is known. */
export const PasswordResetRequestForm = ({ onRequested }: { onRequested: () => void }) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const { setErrors, fieldProps } = useFormErrors();
  const request = useMutation({
    mutationFn: (input: { email: string }) => apiFetch('/auth/login/password-reset-request', { method: 'POST', body: input }),
    onSuccess: onRequested,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(ZPasswordResetRequestSchema, { email });
    setErrors(errors ?? {});
    if (data) request.mutate(data);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography sx={{ color: 'text.secondary' }}>{t('auth.forgotPassword.intro')}</Typography>
      <FormError error={request.error} />
      <TextField
        label={t('auth.forgotPassword.email')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        {...fieldProps('email')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={request.isPending} sx={{ mt: 2 }}>
        {t('auth.forgotPassword.submit')}
      </Button>
    </Box>
  );
};
