import { attachmentAccept, attachmentLimits, formatDate, formatFileSize, type Feature, type TransactionAttachmentInfo } from '@andel/domain/shared';
import AttachmentIcon from '@mui/icons-material/AttachFileOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { apiFetch, currentLanguage, downloadFile, errorMessageKey, FileButton, uploadFile, useCanEdit, useNotify } from '@andel/ui/shell';
import { TitledCard } from '../../platform/companies/TitledCard';

/**
 * The documents kept beside an entry: listed with size, date and uploader; anyone who may view the log
 * downloads them, and with the transactions edit right uploads (with progress) and deletes (after confirming).
 * Takes only what it shows of the entry (a `TransactionRecord` fits), so this room does not import the transactions room back.
 */
export const TransactionAttachments = ({ entry }: { entry: { id: string; attachments: TransactionAttachmentInfo[] } }) => (
  <KeptAttachments
    attachments={entry.attachments}
    uploadPath={`/transactionlog/${entry.id}/upload-attachment`}
    attachmentPath={(id) => `/transactionlog/${entry.id}/attachment/${id}`}
    queryKey={['transactionlog', 'entry', entry.id]}
    feature="transactions"
  />
);

type KeptAttachmentsProps = {
  attachments: TransactionAttachmentInfo[];
  uploadPath: string;
  attachmentPath: (attachmentId: string) => string;
  /** The query the record with these attachments is read by, refreshed after a change. */
  queryKey: readonly unknown[];
  /** The feature whose edit right uploads and deletes. */
  feature: Feature;
};

/** Documents kept beside a record (a log entry, a contribution), with the same checks, limits and texts. */
export const KeptAttachments = ({ attachments, uploadPath, attachmentPath, queryKey, feature }: KeptAttachmentsProps) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit(feature);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TransactionAttachmentInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const send = async (file: File) => {
    setRefusal(null);
    // Spares a long upload the server would refuse anyway.
    if (file.size > attachmentLimits.maxBytes) return setRefusal('transactions.attachment.tooLarge');
    setUpload({ name: file.name, percent: 0 });
    try {
      await uploadFile(uploadPath, file, (percent) => setUpload({ name: file.name, percent }));
      await refresh();
      notify({ messageKey: 'transactions.attachments.uploaded', severity: 'success' });
    } catch (error) {
      const key = errorMessageKey(error);
      setRefusal(key === 'general-error' ? 'transactions.attachments.uploadError' : key);
    } finally {
      setUpload(null);
    }
  };

  const remove = async (attachment: TransactionAttachmentInfo) => {
    setBusy(true);
    try {
      await apiFetch(attachmentPath(attachment.id), { method: 'DELETE' });
      await refresh();
      notify({ messageKey: 'transactions.attachments.deleted', severity: 'success' });
    } catch {
      notify({ messageKey: 'transactions.attachments.deleteError', severity: 'error' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const download = (attachment: TransactionAttachmentInfo) =>
    downloadFile(attachmentPath(attachment.id), { fallbackName: attachment.fileName }).catch(() =>
      notify({ messageKey: 'transactions.attachments.downloadError', severity: 'error' }),
    );

  return (
    <TitledCard titleKey="transactions.attachments.title">
      {attachments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('transactions.attachments.none')}</Typography>
      ) : (
        <List dense aria-label={t('transactions.attachments.title')}>
          {attachments.map((attachment) => (
            <ListItem
              key={attachment.id}
              disableGutters
              secondaryAction={
                canEdit && (
                  <IconButton edge="end" aria-label={`${t('transactions.attachments.delete')}: ${attachment.fileName}`} onClick={() => setDeleting(attachment)}>
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemIcon>
                <AttachmentIcon />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link component="button" type="button" onClick={() => void download(attachment)} aria-label={t('transactions.attachments.download', { name: attachment.fileName })}>
                    {attachment.fileName}
                  </Link>
                }
                secondary={t('transactions.attachments.addedBy', {
                  size: formatFileSize(attachment.size, currentLanguage()),
                  date: formatDate(attachment.createdAt),
                  name: attachment.createdBy?.name ?? attachment.createdBy?.email ?? '',
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {upload && (
        <Box sx={{ my: 2 }}>
          <Typography variant="body2">
            {t('transactions.attachments.uploading', { name: upload.name, percent: upload.percent })}
          </Typography>
          <LinearProgress variant={upload.percent < 100 ? 'determinate' : 'indeterminate'} value={upload.percent} />
        </Box>
      )}
      {refusal && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {t(refusal, { max: attachmentLimits.maxPerEntry })}
        </Alert>
      )}
      {canEdit && (
        <Box sx={{ mt: 2 }}>
          <FileButton labelKey="transactions.attachments.upload" accept={attachmentAccept} disabled={upload !== null} onFile={(file) => void send(file)} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('transactions.attachments.help')}
          </Typography>
        </Box>
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={busy}
        title="transactions.attachments.delete"
        content="transactions.attachments.deleteConfirm"
        contentTranslateOptions={{ name: deleting?.fileName ?? '' }}
        confirm="transactions.attachments.delete"
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </TitledCard>
  );
};
