import type { SignedAnswer, SigningMethod } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@andel/ui/shell';
import { HandwritingPad } from './HandwritingPad';
import { rememberReturn, signingApi } from './signing-api';

type Props = { id: string; method: SigningMethod; available: boolean; onSigned: (answer: SignedAnswer) => void };

/**
 * Signs the link's or batch's documents with the signer's method: a code by email, a drawn signature, or an e-ID
 * (the browser goes to the provider and comes back to `/signing-completed-bankid-callback`).
 */
export const SigningPanel = ({ id, method, available, onSigned }: Props) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [drawing, setDrawing] = useState<Blob | null>(null);
  const sendCode = useMutation({ mutationFn: () => signingApi.sendCode(id) });
  const sign = useMutation({
    mutationFn: (): Promise<SignedAnswer> => (method === 'HANDWRITING' ? signingApi.signWithHandwriting(id, drawing!) : signingApi.verifyCode(id, code.trim())),
    onSuccess: onSigned,
  });
  const startEid = useMutation({
    mutationFn: () => signingApi.startEid(id),
    onSuccess: ({ authorizationUrl }) => {
      rememberReturn();
      window.location.assign(authorizationUrl);
    },
  });
  const failure = sign.error ?? sendCode.error ?? startEid.error;
  const error = failure && <Alert severity="error">{t(errorMessageKey(failure))}</Alert>;
  const methodName = t(`sealing.method.${method}`);
  if (!available) return <Alert severity="warning">{t('signing.methodNotAvailable')}</Alert>;
  if (method === 'AUTH_EMAIL')
    return (
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Button variant="outlined" onClick={() => sendCode.mutate()} disabled={sendCode.isPending}>
          {t('signing.page.email.send')}
        </Button>
        {sendCode.data && <Typography>{t('signing.page.email.sent', { sentTo: sendCode.data.sentTo })}</Typography>}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sign.mutate();
          }}
        >
          <Stack direction="row" spacing={1}>
            <TextField label={t('signing.page.email.code')} value={code} onChange={(event) => setCode(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }} />
            <Button type="submit" variant="contained" disabled={sign.isPending || code.trim().length !== 6}>
              {t('signing.page.sign')}
            </Button>
          </Stack>
        </form>
        {error}
      </Stack>
    );
  if (method === 'HANDWRITING')
    return (
      <Stack spacing={2}>
        <Typography>{t('signing.page.handwriting.draw')}</Typography>
        <HandwritingPad onChange={setDrawing} />
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={!drawing || sign.isPending} onClick={() => sign.mutate()}>
          {t('signing.page.sign')}
        </Button>
        {error}
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={() => startEid.mutate()} disabled={startEid.isPending}>
        {t('signing.page.eid.start', { method: methodName })}
      </Button>
      {error}
    </Stack>
  );
};
