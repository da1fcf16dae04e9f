import { fileUploadConfig, formatFileSize, uploadAccept, type MessageAttachmentView } from '@andel/domain/shared';
import AttachIcon from '@mui/icons-material/AttachFileOutlined';
import RemoveIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { currentLanguage, downloadFile, errorMessageKey, FileButton, useNotify } from '../../shell';

/** The attach button (the archive's types and largest file) and the files chosen, each removable. */
export const AttachmentPicker = ({ files, onChange, disabled }: { files: readonly File[]; onChange: (files: File[]) => void; disabled: boolean }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const add = (file: File) => {
    if (file.size > fileUploadConfig.maxFileSize)
      return notify({ messageKey: 'file-exceeds-max-size', params: { files: file.name, maxFileSize: formatFileSize(fileUploadConfig.maxFileSize, currentLanguage()) }, severity: 'error' });
    onChange([...files, file]);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <FileButton labelKey="messageAttachments.attach" accept={uploadAccept} onFile={add} disabled={disabled} />
      {files.map((file, index) => (
        <Chip key={`${file.name}-${index}`} label={file.name} onDelete={() => onChange(files.filter((_, at) => at !== index))} deleteIcon={<RemoveIcon aria-label={t('messageAttachments.remove', { name: file.name })} />} />
      ))}
    </Stack>
  );
};

/** A message's attachments as download links. */
export const AttachmentLinks = ({ apiBase, threadId, attachments }: { apiBase: string; threadId: string; attachments: readonly MessageAttachmentView[] }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  if (!attachments.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} aria-label={t('messageAttachments.list')}>
      {attachments.map((attachment) => (
        <Button
          key={attachment.id}
          size="small"
          startIcon={<AttachIcon />}
          onClick={() =>
            downloadFile(`${apiBase}/threads/${threadId}/attachments/${attachment.id}`, { fallbackName: attachment.name }).catch((failure: unknown) =>
              notify({ messageKey: errorMessageKey(failure), severity: 'error' }),
            )
          }
        >
          {attachment.name}
        </Button>
      ))}
    </Stack>
  );
};
