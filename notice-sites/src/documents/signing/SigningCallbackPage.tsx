import type { SignedAnswer } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, PublicLayout, safeRedirect } from '@andel/ui/shell';
import { rememberedReturn } from './signing-api';
import { SignedResult } from './SignedResult';

/** `/signing-completed-bankid-callback`: the e-ID provider's answer goes to the server, which signs; then the result. */
export const SigningCallbackPage = () => {
  const { t } = useTranslation();
  const complete = useMutation({ mutationFn: (query: Record<string, string>) => apiFetch<SignedAnswer>('/sign/complete-eid', { method: 'POST', body: query }) });
  useEffect(() => {
    complete.mutate(Object.fromEntries(new URLSearchParams(window.location.search)));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const back = safeRedirect(rememberedReturn());
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: 720 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('notice.sign.title')}
        </Typography>
        {complete.isPending && <Typography>{t('signing.callback.working')}</Typography>}
        {complete.data && <SignedResult answer={complete.data} />}
        {complete.error && <Alert severity="error">{t(errorMessageKey(complete.error))}</Alert>}
        {back && !complete.isPending && (
          <Link href={back} sx={{ display: 'inline-block', mt: 2 }}>
            {t('signing.page.back')}
          </Link>
        )}
      </Box>
    </PublicLayout>
  );
};
