import { documentLanguages, interfaceLanguageOf, type DocumentLanguage } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRef } from 'react';
import { AutoTranslateBar, RichTextEditor, useAutoTranslate } from '@andel/ui/texts';

/** A matter's title and text in one document language. */
export type LocalizedMatter = { language: DocumentLanguage; title: string; text: string };

type LocalizedMatterFieldsProps = {
  value: LocalizedMatter[];
  onChange: (value: LocalizedMatter[]) => void;
  /** Field errors by message key, keyed as the update call's fields (`localizedTitles.0.title`, `matterTexts.0.text`). */
  errors: Record<string, string>;
};

/** A matter's title and text per language (seed 002, section 5: title required, text non-blank), with languages added and removed. */
export const LocalizedMatterFields = ({ value, onChange, errors }: LocalizedMatterFieldsProps) => {
  const { t } = useTranslation();
  const { orgNo } = useParams();
  // The latest entries, for a translation that arrives after further edits.
  const latest = useRef(value);
  latest.current = value;
  const updateLanguage = (language: DocumentLanguage, change: Partial<LocalizedMatter>) =>
    onChange(latest.current.map((entry) => (entry.language === language ? { ...entry, ...change } : entry)));
  const update = (index: number, change: Partial<LocalizedMatter>) => updateLanguage(value[index]!.language, change);
  const autoTranslate = useAutoTranslate({ orgNo, languages: value.map((entry) => entry.language), interfaceLanguageOf: (language) => interfaceLanguageOf[language] });
  const missing = documentLanguages.filter((language) => !value.some((entry) => entry.language === language));
  const problem = (key: string) => (errors[key] ? { error: true, helperText: t(errors[key]) } : {});
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <AutoTranslateBar state={autoTranslate} languageName={(language) => t(`documentLanguage.${language}`)} />
      {value.map((entry, index) => {
        const language = t(`documentLanguage.${entry.language}`);
        return (
          <Box key={entry.language} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <TextField
              label={t('decisions.field.title', { language })}
              required
              value={entry.title}
              onChange={(event) => update(index, { title: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 300 } }}
              {...problem(`localizedTitles.${index}.title`)}
            />
            <RichTextEditor
              label={t('decisions.field.text', { language })}
              required
              value={entry.text}
              onChange={(text) => {
                update(index, { text });
                void autoTranslate.sourceChanged(entry.language, text, (translated) => updateLanguage(autoTranslate.direction!.to, { text: translated }));
              }}
              onInput={() => autoTranslate.edited(entry.language)}
              orgNo={orgNo}
              promptType="FREETEXT_DESCRIPTION"
              language={interfaceLanguageOf[entry.language]}
              error={errors[`matterTexts.${index}.text`] ? t(errors[`matterTexts.${index}.text`]!) : undefined}
            />
            {value.length > 1 && (
              <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => onChange(value.filter((_, at) => at !== index))}>
                {t('decisions.language.remove', { language })}
              </Button>
            )}
          </Box>
        );
      })}
      {missing.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {missing.map((language) => (
            <Button key={language} size="small" variant="outlined" onClick={() => onChange([...value, { language, title: '', text: '' }])}>
              {t('decisions.language.add', { language: t(`documentLanguage.${language}`) })}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
};
