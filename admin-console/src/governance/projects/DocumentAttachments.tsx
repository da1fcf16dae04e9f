import { uploadAccept, type DocumentAttachmentInfo, type ProjectDocumentView } from '@andel/domain/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, DownloadButton, FileButton, FormError, uploadFile } from '@andel/ui/shell';
import { governanceQueryRoot, useGovernanceMutation } from '../useGovernanceMutation';

type Props = { projectId: string; document: ProjectDocumentView; documentLabel: string; canEdit: boolean };

/** A document's attachments (seed 002, section 2: the notice with attachments): uploaded, downloaded and removed while the project is open. */
export const DocumentAttachments = ({ projectId, document, documentLabel, canEdit }: Props) => {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const base = `/project/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(document.documentId)}/attachments`;
  const attachments = useQuery({ queryKey: [governanceQueryRoot, 'attachments', document.documentId], queryFn: ({ signal }) => apiFetch<DocumentAttachmentInfo[]>(base, { signal }) });
  const upload = useGovernanceMutation({
    mutationFn: (file: File) => uploadFile<DocumentAttachmentInfo>(base, file, setProgress).finally(() => setProgress(null)),
    successKey: 'projects.attachments.uploaded',
  });
  const remove = useGovernanceMutation({
    mutationFn: (attachment: DocumentAttachmentInfo) => apiFetch(`${base}/${encodeURIComponent(attachment.id)}`, { method: 'DELETE' }),
    successKey: 'projects.attachments.removed',
  });
  const editable = canEdit && !document.isLocked;
  return (
    <Box component="section" aria-label={t('projects.attachments.of', { document: documentLabel })} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('projects.attachments.of', { document: documentLabel })}
      </Typography>
      {attachments.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('projects.attachments.none')}</Typography>}
      <List dense disablePadding>
        {attachments.data?.map((attachment) => (
          <ListItem
            key={attachment.id}
            disableGutters
            secondaryAction={
              editable && (
                <IconButton edge="end" aria-label={t('projects.attachments.remove', { filename: attachment.filename })} onClick={() => remove.mutate(attachment)}>
                  <DeleteIcon />
                </IconButton>
              )
            }
          >
            <ListItemText primary={attachment.filename} />
            <DownloadButton size="small" path={`${base}/${encodeURIComponent(attachment.id)}`} labelKey="projects.attachments.download" errorKey="general-error" />
          </ListItem>
        ))}
      </List>
      <FormError error={upload.error ?? remove.error} />
      {editable && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <FileButton labelKey="projects.attachments.upload" accept={uploadAccept} disabled={upload.isPending} onFile={(file) => upload.mutate(file)} />
          {progress !== null && <Typography variant="body2">{progress} %</Typography>}
        </Box>
      )}
    </Box>
  );
};
