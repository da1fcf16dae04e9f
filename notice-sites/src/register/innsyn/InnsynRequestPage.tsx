import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiFetch, fieldErrorsOf, FormError, PublicLayout, useFormErrors } from '@andel/ui/shell';

/** `/innsyn/{orgNo}` (anonymous): anyone asks for a copy of a Norwegian company's shareholder register (aksjeloven § 4-5). */
export const InnsynRequestPage = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const { setErrors, fieldProps } = useFormErrors();
  const request = useMutation({
    mutationFn: () => apiFetch<{ companyName: string; deadline: string }>(`/innsyn/${encodeURIComponent(orgNo)}`, { method: 'POST', body: { ...form, message: form.message || undefined } }),
    onMutate: () => setErrors({}),
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const field = (name: keyof typeof form) => ({ value: form[name], onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }), ...fieldProps(name) });
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 560 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('innsyn.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('innsyn.form.intro', { orgNo })}</Typography>
        {request.data ? (
          <Alert severity="success" role="status">
            {t('innsyn.form.received', request.data)}
          </Alert>
        ) : (
          <Stack spacing={2} component="form" noValidate onSubmit={(event) => (event.preventDefault(), request.mutate())}>
            <TextField label={t('innsyn.form.name')} required autoComplete="name" {...field('name')} />
            <TextField label={t('innsyn.form.email')} required type="email" autoComplete="email" {...field('email')} />
            <TextField label={t('innsyn.form.message')} multiline minRows={2} {...field('message')} />
            <FormError error={request.error} />
            <Button type="submit" variant="contained" disabled={request.isPending}>
              {t('innsyn.form.submit')}
            </Button>
          </Stack>
        )}
      </Box>
    </PublicLayout>
  );
};
