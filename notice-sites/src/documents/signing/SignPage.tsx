import type { SignedAnswer, SignerPageView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiFetch, errorMessageKey, LoadingState, PublicLayout } from '@andel/ui/shell';
import { SignedResult } from './SignedResult';
import { SigningPanel } from './SigningPanel';

/**
 * `/sign?ref={token}` (anonymous): a signer's personal link. It shows the document and signs as that signer only, with
 * the method the sender chose; a signed document or a cancelled request is not signed again.
 */
export const SignPage = () => {
  const { t } = useTranslation();
  const ref = useSearchParams()[0].get('ref') ?? '';
  const page = useQuery({ queryKey: ['sign', ref], queryFn: ({ signal }) => apiFetch<SignerPageView>(`/sign/signer/${encodeURIComponent(ref)}`, { signal }), retry: false });
  const [signed, setSigned] = useState<SignedAnswer | null>(null);
  const view = page.data;
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 720 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {view?.documentTitle ?? t('notice.sign.title')}
        </Typography>
        {page.isPending && <LoadingState />}
        {page.error && <Alert severity="error">{t(errorMessageKey(page.error) === 'notFound' ? 'signing.linkInvalid' : errorMessageKey(page.error))}</Alert>}
        {view && (
          <>
            <Typography sx={{ mb: 1 }}>{t('signing.page.from', { companyName: view.companyName, senderName: view.senderName })}</Typography>
            {view.message && <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap', fontStyle: 'italic' }}>{view.message}</Typography>}
            <Link href={`/api/sign/download-document-for-signer/${encodeURIComponent(ref)}`} target="_blank" rel="noopener" sx={{ display: 'inline-block', mb: 2 }}>
              {t('signing.page.viewDocument')}
            </Link>
            {signed ? (
              <SignedResult answer={signed} />
            ) : view.isSigned ? (
              <Alert severity="success">
                {t('signing.page.signed')}
                {view.isSealed && (
                  <Link component={RouterLink} to={`/document/view-signed-document?ref=${encodeURIComponent(ref)}`} sx={{ display: 'block', mt: 1 }}>
                    {t('signing.page.viewSigned')}
                  </Link>
                )}
              </Alert>
            ) : (
              <>
                <Typography sx={{ mb: 2 }}>{t('signing.page.signAs', { name: view.signerName, method: t(`sealing.method.${view.signingMethod}`) })}</Typography>
                <SigningPanel id={ref} method={view.signingMethod} available={view.methodAvailable} onSigned={setSigned} />
              </>
            )}
          </>
        )}
      </Box>
    </PublicLayout>
  );
};
