import { isPreviewable, type ArchiveEntryView } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Shows a PDF or an image inside the page (the server serves it for the app's own frame, seed 002: preview at most
 * 900 px wide); other files offer a download instead.
 */
export const PreviewDialog = ({ url, entry, onDownload, onClose }: { url: string; entry: ArchiveEntryView; onDownload: () => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const title = t('archive.preview.title', { name: entry.name });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {!isPreviewable(entry) ? (
          <Typography>{t('archive.preview.unavailable')}</Typography>
        ) : entry.contentType === 'application/pdf' ? (
          <Box component="iframe" src={url} title={title} sx={{ width: '100%', maxWidth: 900, height: '70vh', border: 0 }} />
        ) : (
          <Box component="img" src={url} alt={entry.name} sx={{ maxWidth: '100%', width: 900, objectFit: 'contain' }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDownload}>{t('archive.action.download')}</Button>
        <Button onClick={onClose}>{t('archive.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
