import type { Language, TranslationText } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, useFormErrors, useNotify } from '@andel/ui/shell';

export type EditedText = { key: string; language: Language; text: TranslationText };

/**
 * Edits one key's text in one language, or puts the shipped text back. Saving refetches the overrides, so the
 * changed text shows in this app at once (and in open apps elsewhere on their next refetch or load).
 */
export const TranslationDialog = ({ edited, onClose }: { edited: EditedText; onClose: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [text, setText] = useState(edited.text.text);
  const { fieldProps, setErrors } = useFormErrors();
  const path = `/t/messages/${encodeURIComponent(edited.key)}/${edited.language}`;
  const save = useMutation({
    mutationFn: (reset: boolean) => (reset ? apiFetch(path, { method: 'DELETE' }) : apiFetch(path, { method: 'PUT', body: { text } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['translations'] });
      notify({ messageKey: 'translations.saved', severity: 'success' });
      onClose();
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('translations.dialog.title', { key: edited.key, language: t(`language.${edited.language}`) })}</DialogTitle>
      <DialogContent>
        <FormError error={save.error} />
        <TextField
          label={t('translations.dialog.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          helperText={t('translations.dialog.shipped', { text: edited.text.shipped })}
          {...fieldProps('text')}
        />
      </DialogContent>
      <DialogActions>
        {edited.text.overridden && (
          <Button onClick={() => save.mutate(true)} disabled={save.isPending}>
            {t('translations.reset')}
          </Button>
        )}
        <Button onClick={onClose}>{t('translations.cancel')}</Button>
        <Button variant="contained" onClick={() => save.mutate(false)} loading={save.isPending}>
          {t('translations.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
