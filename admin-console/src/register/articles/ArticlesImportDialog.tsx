import { todayLocalDate, type ArticlesVersionView } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, fieldErrorsOf, FileButton, IsoDateField, useGoTo, useNotify, uploadFile } from '@andel/ui/shell';
import { articlesApi, articlesPage, articlesQueryKey } from './articles-paths';

/** Imports today's articles, pasted or as a .docx or text file, as a draft dated from `date`; the draft opens in the editor. */
export const ArticlesImportDialog = ({ orgNo, onClose }: { orgNo: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const goTo = useGoTo();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(todayLocalDate());
  const [text, setText] = useState('');
  const path = articlesApi(orgNo, `/import?date=${encodeURIComponent(date)}`);
  const submit = useMutation({
    mutationFn: (source: { text: string } | File) =>
      source instanceof File ? uploadFile<ArticlesVersionView>(path, source, () => undefined) : apiFetch<ArticlesVersionView>(path, { method: 'POST', body: source }),
    onSuccess: async (draft) => {
      notify({ messageKey: 'articles.import.success', severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: articlesQueryKey(orgNo) });
      goTo(articlesPage(orgNo, `/edit?draft=${draft.id}`));
    },
    onError: (failure) => {
      if (Object.keys(fieldErrorsOf(failure)).length === 0) notify({ messageKey: errorMessageKey(failure), severity: 'error' });
    },
  });
  const errors = fieldErrorsOf(submit.error);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('articles.import')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('articles.import.help')}</Typography>
          <IsoDateField label={t('articles.field.date')} value={date} onChange={setDate} error={Boolean(errors.date)} helperText={errors.date && t(errors.date)} />
          <TextField label={t('articles.import.paste')} multiline minRows={8} value={text} onChange={(event) => setText(event.target.value)} error={Boolean(errors.text)} helperText={errors.text && t(errors.text)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <FileButton labelKey="articles.import.file" accept=".docx,.txt,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document" disabled={submit.isPending} onFile={(file) => submit.mutate(file)} />
        <Button onClick={onClose}>{t('articles.cancel')}</Button>
        <Button variant="contained" loading={submit.isPending} onClick={() => submit.mutate({ text })}>
          {t('articles.import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
