import { languages, offeredSigningMethods, type SignerStatusView, type TResendForSigningInput } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The signing status dialog's edit-signer form: name, email, language and method, saved by sending again. */
export const SignerEditForm = ({ signer, busy, errors, onSave, onCancel }: { signer: SignerStatusView; busy: boolean; errors: Record<string, string>; onSave: (input: TResendForSigningInput) => void; onCancel: () => void }) => {
  const { t } = useTranslation();
  const [input, setInput] = useState<TResendForSigningInput>({
    name: signer.name,
    email: signer.email,
    language: signer.language,
    signingMethod: (offeredSigningMethods as readonly string[]).includes(signer.signingMethod) ? (signer.signingMethod as TResendForSigningInput['signingMethod']) : 'AUTH_EMAIL',
  });
  const field = (name: keyof TResendForSigningInput) => ({ error: Boolean(errors[name]), helperText: errors[name] ? t(errors[name]!) : undefined });
  return (
    <Stack spacing={1.5} sx={{ py: 1 }}>
      <TextField size="small" label={t('signingStatus.name')} value={input.name} onChange={(event) => setInput({ ...input, name: event.target.value })} {...field('name')} />
      <TextField size="small" label={t('signingStatus.email')} value={input.email} onChange={(event) => setInput({ ...input, email: event.target.value })} {...field('email')} />
      <TextField select size="small" label={t('signingStatus.language')} value={input.language} onChange={(event) => setInput({ ...input, language: event.target.value as TResendForSigningInput['language'] })}>
        {languages.map((language) => (
          <MenuItem key={language} value={language}>
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={t('signingStatus.method')} value={input.signingMethod} onChange={(event) => setInput({ ...input, signingMethod: event.target.value as TResendForSigningInput['signingMethod'] })}>
        {offeredSigningMethods.map((method) => (
          <MenuItem key={method} value={method}>
            {t(`sealing.method.${method}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => onSave(input)}>
          {t('signingStatus.save')}
        </Button>
        <Button onClick={onCancel}>{t('archive.cancel')}</Button>
      </Stack>
    </Stack>
  );
};
