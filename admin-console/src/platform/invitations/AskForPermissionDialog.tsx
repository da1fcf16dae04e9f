import { requestAccessTypes, ZEmailSchema, type RequestAccessType } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiFetch, fieldErrorsOf, FormError, useFormErrors, useNotify, validateForm } from '@andel/ui/shell';
import { DraftCompanyPicker } from './DraftCompanyPicker';

export type AskForPermissionCompany = { organisationNumber: string; name: string; isCustomer: boolean };

/** Receiver email and personal note are required when the company already is a customer (seed: platform core, section 5). */
const formSchema = (isCustomer: boolean) =>
  z.object({
    requestAccessType: z.enum(requestAccessTypes),
    email: isCustomer ? z.string().trim().min(1, 'required').pipe(ZEmailSchema) : ZEmailSchema,
    personalNoteText: isCustomer ? z.string().trim().min(1, 'required').max(2000, 'invalidValue') : z.string().trim().max(2000, 'invalidValue'),
  });

/**
 * Ask for permission (seed: platform core, sections 2 and 3): a company kept here that the user has no access to,
 * and any more such companies the user adds (a batch invitation request). Each request goes to its company's admins;
 * the companies then show as pending.
 */
export const AskForPermissionDialog = ({ company, onClose }: { company: AskForPermissionCompany; onClose: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [companies, setCompanies] = useState<AskForPermissionCompany[]>([company]);
  const anyCustomer = companies.some((chosen) => chosen.isCustomer);
  const [values, setValues] = useState<{ requestAccessType: RequestAccessType; email: string; personalNoteText: string }>({ requestAccessType: 'admin', email: '', personalNoteText: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { setErrors, fieldProps } = useFormErrors();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(formSchema(anyCustomer), values);
    setErrors(errors ?? {});
    if (!data) return;
    setPending(true);
    setError(null);
    try {
      const request = { ...data, email: data.email || null, personalNoteText: data.personalNoteText || null };
      if (companies.length === 1) {
        await apiFetch('/invitation/ask-for-permission', { method: 'POST', body: { organisationNumber: company.organisationNumber, companyName: company.name, autoonboard: false, ...request } });
        notify({ messageKey: 'askForPermissionDialog.success', params: { companyName: company.name }, severity: 'success' });
      } else {
        await apiFetch('/invitation/batch-ask-for-permission', { method: 'POST', body: { organisationNumbers: companies.map((chosen) => chosen.organisationNumber), ...request } });
        notify({ messageKey: 'askForPermissionDialog.batchSuccess', params: { count: companies.length }, severity: 'success' });
      }
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
          <DialogContentText>{t('askForPermissionDialog.intro', { companyName: companies.map((chosen) => chosen.name).join(', ') })}</DialogContentText>
          <FormError error={error} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }} role="list" aria-label={t('askForPermissionDialog.companies')}>
            {companies.map((chosen) => (
              <Chip
                key={chosen.organisationNumber}
                role="listitem"
                label={chosen.name}
                onDelete={chosen === company ? undefined : () => setCompanies(companies.filter((other) => other !== chosen))}
              />
            ))}
          </Stack>
          <DraftCompanyPicker chosen={companies} onAdd={(added) => setCompanies([...companies, added])} />
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
            required={anyCustomer}
            fullWidth
            margin="normal"
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
            {...fieldProps('email')}
          />
          <TextField
            label={t('askForPermissionDialog.personalNoteText')}
            required={anyCustomer}
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
