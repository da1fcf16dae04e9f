import type { SharedDocumentView } from '@andel/domain/shared';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, apiFetch, LoadingState, PublicLayout } from '@andel/ui/shell';

/** The seed's document preview width (000 and 002 section 9). */
const previewMaxWidth = 900;

/**
 * `/document/view/{documentId}?recipientId` (anonymous): the document shared with the link's recipient, in the seed's
 * file preview states: loading, error (general-error with a warning illustration; a link that opens nothing says
 * file-preview.missing-file), ready (a PDF or image shown inline; another type named by its extension, with a download).
 */
export const DocumentViewPage = () => {
  const { t } = useTranslation();
  const { documentId = '' } = useParams();
  const [search] = useSearchParams();
  const recipientId = search.get('recipientId') ?? '';
  const query = `?recipientId=${encodeURIComponent(recipientId)}`;
  const base = `/document/view/${encodeURIComponent(documentId)}`;
  const shared = useQuery({ queryKey: ['document-view', documentId, recipientId], queryFn: ({ signal }) => apiFetch<SharedDocumentView>(`${base}${query}`, { signal }), retry: false });
  const content = `/api${base}/content${query}`;

  if (shared.isPending) return <PublicLayout><LoadingState /></PublicLayout>;
  if (shared.error) {
    // A refused link (wrong or incomplete ids, a document gone) opens nothing: the missing-file state; only a failure of ours is an error.
    const missing = shared.error instanceof ApiError && shared.error.status < 500;
    return (
      <PublicLayout>
        <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 480, textAlign: 'center' }}>
          <WarningIcon color="warning" sx={{ fontSize: 64 }} aria-hidden />
          <Alert severity={missing ? 'warning' : 'error'}>{t(missing ? 'file-preview.missing-file' : 'general-error')}</Alert>
        </Stack>
      </PublicLayout>
    );
  }
  const document = shared.data;
  const title = t('file-preview.frame', { name: document.name });
  return (
    <PublicLayout>
      <Box sx={{ width: '100%', maxWidth: previewMaxWidth }}>
        <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {document.name}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography color="text.secondary">{t('file-preview.sharedBy', { companyName: document.companyName })}</Typography>
          <Button variant="outlined" href={`${content}&download=true`}>
            {t('file-preview.download')}
          </Button>
        </Stack>
        {!document.previewable ? (
          <Alert severity="info">{t('file-preview.unsupported', { extension: document.extension || '?' })}</Alert>
        ) : document.contentType === 'application/pdf' ? (
          <Box component="iframe" title={title} src={content} sx={{ width: '100%', height: '80vh', border: 1, borderColor: 'divider' }} />
        ) : (
          <Box component="img" alt={title} src={content} sx={{ maxWidth: '100%' }} />
        )}
      </Box>
    </PublicLayout>
  );
};
