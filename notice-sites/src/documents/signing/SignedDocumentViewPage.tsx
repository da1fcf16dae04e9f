import type { SignerPageView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiFetch, errorMessageKey, LoadingState, PublicLayout } from '@andel/ui/shell';

/** The seed's document preview width (002 section 9). */
const previewMaxWidth = 900;

/**
 * `/document/view-signed-document?ref={token}` (anonymous): the sealed copy a signer's personal link leads to once
 * everyone has signed, shown inline with a download; before that, why it cannot be shown yet.
 */
export const SignedDocumentViewPage = () => {
  const { t } = useTranslation();
  const ref = useSearchParams()[0].get('ref') ?? '';
  const page = useQuery({ queryKey: ['sign', ref], queryFn: ({ signal }) => apiFetch<SignerPageView>(`/sign/signer/${encodeURIComponent(ref)}`, { signal }), retry: false });
  const content = `/api/document/view-signed-document?ref=${encodeURIComponent(ref)}`;
  const view = page.data;
  if (page.isPending) return <PublicLayout><LoadingState /></PublicLayout>;
  if (!view) {
    const key = errorMessageKey(page.error);
    return <PublicLayout><Alert severity="error">{t(key === 'notFound' || key === 'invalidValue' ? 'signing.linkInvalid' : key)}</Alert></PublicLayout>;
  }
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: previewMaxWidth }}>
        <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {view.documentTitle}
        </Typography>
        {view.isSealed ? (
          <>
            <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Typography color="text.secondary">{t('signing.signedView.sealed', { companyName: view.companyName })}</Typography>
              <Button variant="outlined" href={`${content}&download=true`}>
                {t('file-preview.download')}
              </Button>
            </Stack>
            <Box component="iframe" title={t('signing.signedView.frame', { name: view.documentTitle })} src={content} sx={{ width: '100%', height: '80vh', border: 1, borderColor: 'divider' }} />
          </>
        ) : (
          <Alert severity="info">{t('signing.notSealedYet')}</Alert>
        )}
      </Box>
    </PublicLayout>
  );
};
