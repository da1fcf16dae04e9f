import { batchSigningMethods, type BatchSigningMethod, type DocumentToSignView, type SignedAnswer, type SigningBatchView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, apiFetch, errorMessageKey, LoadingState, loginPath, PublicLayout, userSettingsPath } from '@andel/ui/shell';
import { SignedResult } from './SignedResult';
import { SigningPanel } from './SigningPanel';

/** The document of one waiting signer, served for the signed-in user (`GET /sign/document-to-sign/{signerId}`). */
const documentUrl = (signerId: string) => `/api/sign/document-to-sign/${encodeURIComponent(signerId)}`;

/**
 * `/signing/{bankidno|bankidse|handwriting|email}`: every document waiting for the signed-in user with that method,
 * chosen and signed together, each readable first; with `mode=single&reference={signerId}` only that one, shown in the
 * page before it is signed.
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
        {!signed && !batch.data && single && documents.length > 0 && (
          <>
            <Typography variant="h2" sx={{ mb: 1 }}>
              {documents[0]!.documentTitle}
            </Typography>
            <Typography sx={{ mb: 1 }}>{t('signing.page.from', { companyName: documents[0]!.companyName, senderName: documents[0]!.senderName })}</Typography>
            <Box component="iframe" title={documents[0]!.documentTitle} src={documentUrl(documents[0]!.signerId)} sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider', mb: 2 }} />
            <Button variant="contained" disabled={batch.isPending} onClick={() => batch.mutate()}>
              {t('signing.batch.signThis')}
            </Button>
            {batch.error && <Alert severity="error">{t(errorMessageKey(batch.error))}</Alert>}
          </>
        )}
        {!signed && !batch.data && !single && documents.length > 0 && (
          <>
            <FormGroup sx={{ mb: 2 }}>
              {documents.map((document) => (
                <Box key={document.signerId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <FormControlLabel
                    label={`${document.documentTitle} — ${document.companyName}`}
                    control={
                      <Checkbox
                        checked={chosen.includes(document.signerId)}
                        onChange={(event) => setUnchosen(event.target.checked ? unchosen.filter((id) => id !== document.signerId) : [...unchosen, document.signerId])}
                      />
                    }
                  />
                  <Link href={documentUrl(document.signerId)} target="_blank" rel="noopener" aria-label={t('signing.batch.read', { title: document.documentTitle })}>
                    {t('signing.page.viewDocument')}
                  </Link>
                </Box>
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
