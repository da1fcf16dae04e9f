import { fileUploadConfig, formatFileSize, uploadAccept, type MessageAttachmentView } from '@andel/domain/shared';
import AttachIcon from '@mui/icons-material/AttachFileOutlined';
import RemoveIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { currentLanguage, downloadFile, errorMessageKey, FileButton, useNotify } from '../shell';
import type { ChosenArchiveFile, MessagingScope } from './messaging-scope';

/** What goes with a message: files uploaded from the computer and files of the company's archive. */
export type MessageAttachmentChoice = { files: File[]; archiveFiles: ChosenArchiveFile[] };
export const noAttachments: MessageAttachmentChoice = { files: [], archiveFiles: [] };

/**
 * The attach button (the archive's types and largest file), with the scope's archive file picker beside it when it
 * has one, and every file chosen as a removable chip.
 */
export const AttachmentPicker = ({ scope, value, onChange, disabled }: { scope: MessagingScope; value: MessageAttachmentChoice; onChange: (value: MessageAttachmentChoice) => void; disabled: boolean }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const { files, archiveFiles } = value;
  const ArchiveFilePicker = scope.archiveFilePicker;
  const add = (file: File) => {
    if (file.size > fileUploadConfig.maxFileSize)
      return notify({ messageKey: 'file-exceeds-max-size', params: { files: file.name, maxFileSize: formatFileSize(fileUploadConfig.maxFileSize, currentLanguage()) }, severity: 'error' });
    onChange({ ...value, files: [...files, file] });
  };
  const chip = (name: string, key: string, remove: () => void) => (
    <Chip key={key} label={name} onDelete={remove} deleteIcon={<RemoveIcon aria-label={t('messageAttachments.remove', { name })} />} />
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <FileButton labelKey="messageAttachments.attach" accept={uploadAccept} onFile={add} disabled={disabled} />
      {ArchiveFilePicker && <ArchiveFilePicker orgNo={scope.orgNo} chosen={archiveFiles} onChange={(chosen) => onChange({ ...value, archiveFiles: chosen })} disabled={disabled} />}
      {files.map((file, index) => chip(file.name, `file-${index}`, () => onChange({ ...value, files: files.filter((_, at) => at !== index) })))}
      {archiveFiles.map((file) => chip(file.name, file.id, () => onChange({ ...value, archiveFiles: archiveFiles.filter(({ id }) => id !== file.id) })))}
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
