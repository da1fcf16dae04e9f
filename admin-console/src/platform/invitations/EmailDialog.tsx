import { languages, ZEmailSchema, ZRequiredSchema, type Language } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currentLanguage, fieldErrorsOf, FormError, useFormErrors, validateForm } from '@andel/ui/shell';

const ZEmailFormSchema = z.object({ email: ZRequiredSchema.pipe(ZEmailSchema), language: z.enum(languages) });
export type EmailFormValues = z.infer<typeof ZEmailFormSchema>;

type Props = {
  titleKey: string;
  submitKey: string;
  /** Invitations ask for the email's language; changing an address keeps it. */
  withLanguage: boolean;
  initialEmail?: string;
  submit: (values: EmailFormValues) => Promise<unknown>;
  onClose: () => void;
};

/** An email address (required and valid) and optionally a language: invite administrator and change email. */
export const EmailDialog = ({ titleKey, submitKey, withLanguage, initialEmail = '', submit, onClose }: Props) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<{ email: string; language: Language }>({ email: initialEmail, language: currentLanguage() });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { setErrors, fieldProps } = useFormErrors();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(ZEmailFormSchema, values);
    setErrors(errors ?? {});
    if (!data) return;
    setPending(true);
    setError(null);
    try {
      await submit(data);
      onClose();
    } catch (failure) {
      setError(failure);
      setErrors(fieldErrorsOf(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t(titleKey)}</DialogTitle>
        <DialogContent>
          <FormError error={error} />
          <TextField
            label={t('inviteAdmin.email')}
            type="email"
            required
            autoFocus
            fullWidth
            margin="normal"
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
            {...fieldProps('email')}
          />
          {withLanguage && (
            <TextField select label={t('inviteAdmin.language')} fullWidth margin="normal" value={values.language} onChange={(event) => setValues({ ...values, language: event.target.value as Language })}>
              {languages.map((language) => (
                <MenuItem key={language} value={language}>
                  {t(`language.${language}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('companyUsers.cancel')}</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t(submitKey)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
