import { batchSigningMethods, type BatchSigningMethod, type DocumentToSignView, type SignedAnswer, type SigningBatchView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, apiFetch, errorMessageKey, LoadingState, loginPath, PublicLayout, userSettingsPath } from '@andel/admin-console/shell';
import { SignedResult } from './SignedResult';
import { SigningPanel } from './SigningPanel';

/**
 * `/signing/{bankidno|bankidse|handwriting|email}`: every document waiting for the signed-in user with that method,
 * chosen and signed together; with `mode=single&reference={signerId}` only that one.
 */
export const BatchSigningPage = () => {
  const { t } = useTranslation();
  const method = useParams().signingMethod as BatchSigningMethod;
  const [search] = useSearchParams();
  const single = search.get('mode') === 'single' ? search.get('reference') : null;
  const waiting = useQuery({ queryKey: ['sign', 'documents-to-sign'], queryFn: ({ signal }) => apiFetch<DocumentToSignView[]>('/sign/documents-to-sign', { signal }), retry: false });
  const documents = (waiting.data ?? []).filter((document) => document.batchMethod === method && (!single || document.signerId === single));
  const [unchosen, setUnchosen] = useState<string[]>([]);
  const chosen = documents.filter((document) => !unchosen.includes(document.signerId)).map((document) => document.signerId);
  const [signed, setSigned] = useState<SignedAnswer | null>(null);
  const batch = useMutation({
    mutationFn: async () => {
      const { id } = await apiFetch<{ id: string }>('/sign/create-batch', { method: 'POST', body: { signingMethod: method, signerIds: chosen } });
      return apiFetch<SigningBatchView>(`/sign/batch/${id}`);
    },
  });
  const signInNeeded = waiting.error instanceof ApiError && waiting.error.status === 401;
  // Documents addressed to an email are shown only once the account has proven it: the user settings send the code.
  const verifyNeeded = waiting.error instanceof ApiError && waiting.error.code === 'auth.emailNotVerified';
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 720 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('signing.batch.title')}
        </Typography>
        {!(method in batchSigningMethods) && <Alert severity="error">{t('notFound')}</Alert>}
        {waiting.isPending && <LoadingState />}
        {signInNeeded && (
          <Alert severity="info" action={<Button href={`${loginPath}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`}>{t('signing.batch.signInButton')}</Button>}>
            {t('signing.batch.signIn')}
          </Alert>
        )}
        {verifyNeeded && (
          <Alert severity="warning" action={<Button href={userSettingsPath}>{t('shell.emailNotVerified.action')}</Button>}>
            {t('auth.emailNotVerified')}
          </Alert>
        )}
        {waiting.error && !signInNeeded && !verifyNeeded && <Alert severity="error">{t(errorMessageKey(waiting.error))}</Alert>}
        {signed && <SignedResult answer={signed} />}
        {!signed && waiting.data && documents.length === 0 && <Typography>{t('signing.batch.none')}</Typography>}
        {!signed && !batch.data && documents.length > 0 && (
          <>
            <FormGroup sx={{ mb: 2 }}>
              {documents.map((document) => (
                <FormControlLabel
                  key={document.signerId}
                  label={`${document.documentTitle} — ${document.companyName}`}
                  control={
                    <Checkbox
                      checked={chosen.includes(document.signerId)}
                      onChange={(event) => setUnchosen(event.target.checked ? unchosen.filter((id) => id !== document.signerId) : [...unchosen, document.signerId])}
                    />
                  }
                />
              ))}
            </FormGroup>
            <Button variant="contained" disabled={chosen.length === 0 || batch.isPending} onClick={() => batch.mutate()}>
              {t('signing.batch.signSelected', { count: chosen.length })}
            </Button>
            {batch.error && <Alert severity="error">{t(errorMessageKey(batch.error))}</Alert>}
          </>
        )}
        {!signed && batch.data && <SigningPanel id={batch.data.id} method={batch.data.signingMethod} available={batch.data.methodAvailable} onSigned={setSigned} />}
      </Box>
    </PublicLayout>
  );
};
