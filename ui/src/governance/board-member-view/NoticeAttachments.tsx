import type { BoardMemberNotice, DocumentAttachmentInfo } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadNoticeFile, fetchNoticeFile } from './notice-api';

type Props = { notice: BoardMemberNotice; password: string | null; basePath: string };

/** A PDF attachment previewed in the page (seed 002, section 2: attachment preview). */
const PdfPreview = ({ path, password, attachment, onClose }: { path: string; password: string | null; attachment: DocumentAttachmentInfo; onClose: () => void }) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let created: string | null = null;
    fetchNoticeFile(path, password).then(
      ({ blob }) => {
        created = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(created);
      },
      () => setFailed(true),
    );
    return () => {
      if (created) URL.revokeObjectURL(created);
    };
  }, [path, password]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{attachment.filename}</DialogTitle>
      <DialogContent>
        {failed && <Alert severity="error">{t('general-error')}</Alert>}
        {url && <Box component="iframe" title={attachment.filename} src={url} sx={{ width: '100%', height: '70vh', border: 0 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('boardMemberView.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The notice's attachments (seed 002, sections 2 and 4): a PDF previewed, others downloaded; the notice with its
 * attachments downloaded together after a warning when one is not a PDF.
 */
export const NoticeAttachments = ({ notice, password, basePath }: Props) => {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState<DocumentAttachmentInfo | null>(null);
  const [warning, setWarning] = useState(false);
  const [failed, setFailed] = useState(false);
  const fileOf = (attachment: DocumentAttachmentInfo) => `${basePath}/attachment/${encodeURIComponent(attachment.id)}`;
  const download = (path: string) => downloadNoticeFile(path, password).catch(() => setFailed(true));
  const all = () => {
    setWarning(false);
    void download(`${basePath}/download-notice-and-attachments/${encodeURIComponent(notice.noticeDocumentId)}`);
  };
  const anyNotPdf = notice.uploadedFiles.some(({ contentType }) => contentType !== 'application/pdf');
  return (
    <Box component="section" aria-labelledby="notice-attachments" sx={{ mb: 3 }}>
      <Typography id="notice-attachments" variant="h2" sx={{ fontSize: 22 }}>
        {t('boardMemberView.attachments')}
      </Typography>
      {failed && <Alert severity="error">{t('general-error')}</Alert>}
      <List dense>
        {notice.uploadedFiles.map((attachment) => (
          <ListItem key={attachment.id} disableGutters>
            <ListItemText primary={attachment.filename} />
            {attachment.contentType === 'application/pdf' ? (
              <Button size="small" onClick={() => setPreviewing(attachment)}>
                {t('boardMemberView.preview', { filename: attachment.filename })}
              </Button>
            ) : (
              <Button size="small" onClick={() => void download(fileOf(attachment))}>
                {t('boardMemberView.downloadAttachment', { filename: attachment.filename })}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" onClick={() => (anyNotPdf ? setWarning(true) : all())}>
        {t('boardMemberView.downloadWithAttachments')}
      </Button>
      {previewing && <PdfPreview path={fileOf(previewing)} password={password} attachment={previewing} onClose={() => setPreviewing(null)} />}
      {warning && (
        <Dialog open onClose={() => setWarning(false)}>
          <DialogTitle>{t('boardMemberView.downloadWithAttachments')}</DialogTitle>
          <DialogContent>
            <Typography>{t('boardMemberView.nonPdfWarning')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setWarning(false)}>{t('governance.cancel')}</Button>
            <Button variant="contained" onClick={all}>
              {t('boardMemberView.downloadAnyway')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
};
