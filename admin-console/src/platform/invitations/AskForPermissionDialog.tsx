import { requestAccessTypes, ZEmailSchema, type RequestAccessType } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiFetch, fieldErrorsOf, FormError, useFormErrors, useNotify, validateForm } from '../../shell';

export type AskForPermissionCompany = { organisationNumber: string; name: string; isCustomer: boolean };

/** Receiver email and personal note are required when the company already is a customer (seed: platform core, section 5). */
const formSchema = (isCustomer: boolean) =>
  z.object({
    requestAccessType: z.enum(requestAccessTypes),
    email: isCustomer ? z.string().trim().min(1, 'required').pipe(ZEmailSchema) : ZEmailSchema,
    personalNoteText: isCustomer ? z.string().trim().min(1, 'required').max(2000, 'invalidValue') : z.string().trim().max(2000, 'invalidValue'),
  });

/**
 * Ask for permission (seed: platform core, sections 2 and 3): a company kept here that the user has no access to.
 * The request goes to the company's admins; the company then shows as pending.
 */
export const AskForPermissionDialog = ({ company, onClose }: { company: AskForPermissionCompany; onClose: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<{ requestAccessType: RequestAccessType; email: string; personalNoteText: string }>({ requestAccessType: 'admin', email: '', personalNoteText: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { setErrors, fieldProps } = useFormErrors();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(formSchema(company.isCustomer), values);
    setErrors(errors ?? {});
    if (!data) return;
    setPending(true);
    setError(null);
    try {
      await apiFetch('/invitation/ask-for-permission', {
        method: 'POST',
        body: { organisationNumber: company.organisationNumber, companyName: company.name, autoonboard: false, ...data, email: data.email || null, personalNoteText: data.personalNoteText || null },
      });
      notify({ messageKey: 'askForPermissionDialog.success', params: { companyName: company.name }, severity: 'success' });
      void queryClient.invalidateQueries();
      onClose();
    } catch (failure) {
      setError(failure);
      setErrors(fieldErrorsOf(failure));
      notify({ messageKey: 'askForPermissionDialog.error', severity: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ask-for-permission-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="ask-for-permission-title">{t('askForPermissionDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('askForPermissionDialog.intro', { companyName: company.name })}</DialogContentText>
          <FormError error={error} />
          <TextField
            select
            label={t('askForPermissionDialog.requestAccessType')}
            fullWidth
            margin="normal"
            value={values.requestAccessType}
            onChange={(event) => setValues({ ...values, requestAccessType: event.target.value as RequestAccessType })}
          >
            {requestAccessTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`invitationRequest.accessType.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('askForPermissionDialog.email')}
            helperText={t('askForPermissionDialog.emailHelp')}
            type="email"
            required={company.isCustomer}
            fullWidth
            margin="normal"
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
            {...fieldProps('email')}
          />
          <TextField
            label={t('askForPermissionDialog.personalNoteText')}
            required={company.isCustomer}
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            value={values.personalNoteText}
            onChange={(event) => setValues({ ...values, personalNoteText: event.target.value })}
            {...fieldProps('personalNoteText')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('askForPermissionDialog.cancel')}</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('askForPermissionDialog.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
