import { articleLanguagesOf, paragraphLabel, todayLocalDate, type ArticlesVersionView, type Language } from '@andel/domain/shared';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFetch, fieldErrorsOf, IsoDateField, useCompany, useGoTo, useNotify } from '@andel/ui/shell';
import { textIn } from '@andel/ui/articles';
import { articlesFailure } from './articles-failure';
import { articlesApi, articlesPage, articlesQueryKey } from './articles-paths';

type ParagraphDraft = { titles: Partial<Record<Language, string>>; texts: Partial<Record<Language, string>> };

const paragraphsOf = (version: ArticlesVersionView | undefined, languages: readonly Language[]): ParagraphDraft[] =>
  version?.articles.length
    ? version.articles.map((article) => ({
        titles: Object.fromEntries(languages.map((language) => [language, textIn(article.titles, language)])),
        texts: Object.fromEntries(languages.map((language) => [language, textIn(article.texts, language)])),
      }))
    : [{ titles: {}, texts: {} }];

/**
 * The articles written whole (`PUT /articlesofassociation/{orgNo}`): the date they apply from, their languages, the
 * paragraph format, each paragraph's title and text per language, and which paragraph holds the share capital.
 * `id` saves that version (the latest, or an imported draft adopted); without it a new version is made.
 */
export const ArticlesForm = ({ orgNo, version, id, cancel }: { orgNo: string; version?: ArticlesVersionView; id?: string; cancel?: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const goTo = useGoTo();
  const queryClient = useQueryClient();
  const { data: company } = useCompany(orgNo);
  const offered = articleLanguagesOf(company?.country ?? 'NO');
  const [date, setDate] = useState(id && version ? version.date : todayLocalDate());
  const [languages, setLanguages] = useState<Language[]>(version?.languages ?? [offered[0]]);
  const [format, setFormat] = useState(version?.paragraphFormat ?? { prefix: '§ ', suffix: '' });
  const [shareCapital, setShareCapital] = useState<number | null>(version?.shareCapitalParagraph ?? null);
  const [paragraphs, setParagraphs] = useState<ParagraphDraft[]>(() => paragraphsOf(version, version?.languages ?? [offered[0]]));
  const save = useMutation({
    mutationFn: () =>
      apiFetch<ArticlesVersionView>(articlesApi(orgNo), {
        method: 'PUT',
        body: {
          ...(id ? { id } : {}),
          date,
          languages,
          paragraphFormat: format,
          shareCapitalParagraph: shareCapital,
          jsondata: paragraphs.flatMap((paragraph, index) => languages.map((language) => ({ paragraph: index + 1, language, name: paragraph.titles[language] ?? '', text: paragraph.texts[language] ?? '' }))),
        },
      }),
    onSuccess: async () => {
      notify({ messageKey: 'articles.saved', severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: articlesQueryKey(orgNo) });
      goTo(articlesPage(orgNo, '/edit'));
    },
    onError: (failure) => notify(articlesFailure(failure, t)),
  });
  const errors = fieldErrorsOf(save.error);
  const fieldError = (field: string) => (errors[field] ? { error: true, helperText: t(errors[field]!) } : {});
  const setText = (index: number, kind: 'titles' | 'texts', language: Language, value: string) =>
    setParagraphs((current) => current.map((paragraph, at) => (at === index ? { ...paragraph, [kind]: { ...paragraph[kind], [language]: value } } : paragraph)));
  const toggleLanguage = (language: Language, on: boolean) => setLanguages((current) => (on ? offered.filter((own) => own === language || current.includes(own)) : current.filter((own) => own !== language)));

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => (event.preventDefault(), save.mutate())}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2, alignItems: 'flex-start' }}>
        <IsoDateField label={t('articles.field.date')} value={date} onChange={setDate} fullWidth={false} sx={{ width: 200 }} {...fieldError('date')} />
        <Stack>
          <FormLabel>{t('articles.field.languages')}</FormLabel>
          <FormGroup row>
            {offered.map((language) => (
              <FormControlLabel
                key={language}
                label={t(`articles.language.${language}`)}
                control={<Checkbox checked={languages.includes(language)} onChange={(event) => toggleLanguage(language, event.target.checked)} />}
              />
            ))}
          </FormGroup>
        </Stack>
        <TextField label={t('articles.field.prefix')} value={format.prefix} onChange={(event) => setFormat({ ...format, prefix: event.target.value })} fullWidth={false} sx={{ width: 170 }} />
        <TextField label={t('articles.field.suffix')} value={format.suffix} onChange={(event) => setFormat({ ...format, suffix: event.target.value })} fullWidth={false} sx={{ width: 170 }} />
        <TextField select label={t('articles.field.shareCapitalParagraph')} value={shareCapital ?? ''} onChange={(event) => setShareCapital(event.target.value === '' ? null : Number(event.target.value))} fullWidth={false} sx={{ minWidth: 240 }}>
          <MenuItem value="">{t('articles.field.none')}</MenuItem>
          {paragraphs.map((_, index) => (
            <MenuItem key={index} value={index + 1}>
              {paragraphLabel(index + 1, format)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {paragraphs.map((paragraph, index) => {
        const label = paragraphLabel(index + 1, format);
        return (
          <Paper key={index} variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={label}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="legend">
                {label}
              </Typography>
              {paragraphs.length > 1 && (
                <Button color="error" size="small" onClick={() => setParagraphs((current) => current.filter((_, at) => at !== index))}>
                  {t('articles.removeParagraph')}
                </Button>
              )}
            </Stack>
            <Stack spacing={1.5}>
              {languages.map((language) => {
                const languageName = t(`articles.language.${language}`);
                return (
                  <Stack key={language} spacing={1}>
                    <TextField label={t('articles.field.title', { language: languageName })} value={paragraph.titles[language] ?? ''} onChange={(event) => setText(index, 'titles', language, event.target.value)} {...fieldError(`paragraphs.${index + 1}.${language}.name`)} />
                    <TextField label={t('articles.field.text', { language: languageName })} multiline minRows={2} value={paragraph.texts[language] ?? ''} onChange={(event) => setText(index, 'texts', language, event.target.value)} {...fieldError(`paragraphs.${index + 1}.${language}.text`)} />
                  </Stack>
                );
              })}
            </Stack>
          </Paper>
        );
      })}
      <Stack direction="row" spacing={1}>
        <Button startIcon={<AddIcon />} onClick={() => setParagraphs((current) => [...current, { titles: {}, texts: {} }])}>
          {t('articles.addParagraph')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('articles.save')}
        </Button>
        {cancel && (
          <Button component={Link} to={cancel}>
            {t('articles.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
