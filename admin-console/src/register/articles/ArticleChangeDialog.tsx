import { paragraphLabel, type ArticlesVersionView, type Language } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '@andel/ui/shell';
import { textIn } from '@andel/ui/articles';

export type ChangeInput = { action: 'AddArticle' | 'EditArticle'; paragraph: number; titlesAfter: { language: Language; text: string }[]; textsAfter: { language: Language; text: string }[] };

/**
 * The edit-article dialog (seed 001: pick a paragraph, edit the title and text per language), also for adding one
 * at a chosen place; an edit starts from the paragraph's text and keeps the old text where a field is emptied.
 */
export const ArticleChangeDialog = ({
  version,
  action,
  paragraph,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  version: ArticlesVersionView;
  action: 'AddArticle' | 'EditArticle';
  paragraph?: number;
  busy: boolean;
  error: unknown;
  onSubmit: (change: ChangeInput) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const last = version.articles.length;
  const [at, setAt] = useState(paragraph ?? last + 1);
  const current = action === 'EditArticle' ? version.articles.find((article) => article.paragraph === at) : undefined;
  const [titles, setTitles] = useState<Partial<Record<Language, string>>>(() => Object.fromEntries(version.languages.map((language) => [language, current ? textIn(current.titles, language) : ''])));
  const [texts, setTexts] = useState<Partial<Record<Language, string>>>(() => Object.fromEntries(version.languages.map((language) => [language, current ? textIn(current.texts, language) : ''])));
  const errors = fieldErrorsOf(error);
  const positions = action === 'AddArticle' ? last + 1 : last;
  const title = action === 'AddArticle' ? t('articles.addParagraph') : `${t('articles.editParagraph')} ${paragraphLabel(at, version.paragraphFormat)}`;
  const submit = () =>
    onSubmit({
      action,
      paragraph: at,
      titlesAfter: version.languages.map((language) => ({ language, text: titles[language] ?? '' })),
      textsAfter: version.languages.map((language) => ({ language, text: texts[language] ?? '' })),
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {action === 'AddArticle' && (
            <TextField select label={t('articles.field.paragraph')} value={at} onChange={(event) => setAt(Number(event.target.value))} fullWidth={false} sx={{ width: 200 }}>
              {Array.from({ length: positions }, (_, index) => (
                <MenuItem key={index} value={index + 1}>
                  {paragraphLabel(index + 1, version.paragraphFormat)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {action === 'EditArticle' && <Typography color="text.secondary">{t('articles.edit.keepHelp')}</Typography>}
          {version.languages.map((language) => {
            const languageName = t(`articles.language.${language}`);
            return (
              <Stack key={language} spacing={1}>
                <TextField label={t('articles.field.title', { language: languageName })} value={titles[language] ?? ''} onChange={(event) => setTitles({ ...titles, [language]: event.target.value })} />
                <TextField
                  label={t('articles.field.text', { language: languageName })}
                  multiline
                  minRows={3}
                  value={texts[language] ?? ''}
                  onChange={(event) => setTexts({ ...texts, [language]: event.target.value })}
                  error={Boolean(errors.textsAfter)}
                  helperText={errors.textsAfter && t(errors.textsAfter)}
                />
              </Stack>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('articles.cancel')}</Button>
        <Button variant="contained" loading={busy} onClick={submit}>
          {action === 'AddArticle' ? t('articles.addParagraph') : t('articles.editParagraph')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
