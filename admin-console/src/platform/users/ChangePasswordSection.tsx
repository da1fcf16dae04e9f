import { ZChangePasswordSchema } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch, fieldErrorsOf, FormError, useFormErrors, useNotify, validateForm } from '@andel/ui/shell';
import { SettingsSection } from './SettingsSection';

const empty = { currentPassword: '', newPassword: '' };

/** The server refuses a wrong current password as wrong credentials; here that is about one field. */
const isWrongCurrentPassword = (error: unknown) => error instanceof ApiError && error.code === 'auth.invalidCredentials';

/** A new password; the server ends the user's other sessions. */
export const ChangePasswordSection = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const [values, setValues] = useState(empty);
  const { setErrors, fieldProps } = useFormErrors();
  const change = useMutation({
    mutationFn: (input: typeof empty) => apiFetch('/user/change-password', { method: 'POST', body: input }),
    onSuccess: () => {
      setValues(empty);
      notify({ messageKey: 'userSettings.password.changed', severity: 'success' });
    },
    onError: (error) =>
      setErrors(isWrongCurrentPassword(error) ? { currentPassword: 'userSettings.password.wrongCurrent' } : fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(ZChangePasswordSchema, values);
    setErrors(errors ?? {});
    if (data) change.mutate(data);
  };

  return (
    <SettingsSection titleKey="userSettings.password.title">
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 420 }}>
        {!isWrongCurrentPassword(change.error) && <FormError error={change.error} />}
        <TextField
          label={t('userSettings.password.current')}
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
          {...fieldProps('currentPassword')}
        />
        <TextField
          label={t('userSettings.password.new')}
          type="password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
          {...fieldProps('newPassword')}
          helperText={fieldProps('newPassword').helperText ?? t('auth.password.hint')}
        />
        <Button type="submit" variant="contained" loading={change.isPending} sx={{ mt: 2 }}>
          {t('userSettings.password.submit')}
        </Button>
      </Box>
    </SettingsSection>
  );
};
