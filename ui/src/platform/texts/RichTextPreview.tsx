import type { RichTextPreview } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey } from '../shell';

/** The text as the recipients will read it: rendered by the server with the company's data in its variables. */
export const RichTextPreviewButton = ({ orgNo, text }: { orgNo: string; text: () => string }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const preview = useMutation({
    mutationFn: () => apiFetch<RichTextPreview>(`/company/${encodeURIComponent(orgNo)}/texts/preview`, { method: 'POST', body: { text: text() } }),
  });
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setOpen(true);
          preview.mutate();
        }}
      >
        {t('texts.editor.preview')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{t('texts.editor.preview')}</DialogTitle>
        <DialogContent>
          {preview.isError && <Alert severity="error">{t(errorMessageKey(preview.error))}</Alert>}
          {/* HTML the server built from the sanitised document, every text escaped (see renderRichTextHtml). */}
          {preview.data && <div data-testid="rich-text-preview" dangerouslySetInnerHTML={{ __html: preview.data.html }} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('texts.editor.closePreview')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
