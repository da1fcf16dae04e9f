import { paragraphLabel, type ArticlesVersionView, type Language } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The text of a title or paragraph in one language, empty when it has none. */
export const textIn = (texts: readonly { language: string; text: string }[], language: string) => texts.find((entry) => entry.language === language)?.text ?? '';

/** The document languages to choose between, when there are two. */
export const ArticleLanguageToggle = ({ languages, value, onChange }: { languages: readonly Language[]; value: Language; onChange: (language: Language) => void }) => {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, next: Language | null) => next && onChange(next)} aria-label={t('articles.field.languages')}>
      {languages.map((language) => (
        <ToggleButton key={language} value={language}>
          {t(`articles.language.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

/**
 * One version of the articles in one language: each paragraph's heading in the version's format ("§ 1 Foretaksnavn")
 * and its text; `actions` adds buttons to a paragraph (the editor's edit and remove).
 */
export const ArticlesDocument = ({ version, language, actions }: { version: ArticlesVersionView; language: Language; actions?: (paragraph: number) => ReactNode }) => (
  <Paper component="article" variant="outlined" sx={{ p: 3 }} lang={language}>
    <Stack spacing={2.5}>
      {version.articles.map((article) => {
        const heading = `${paragraphLabel(article.paragraph, version.paragraphFormat)} ${textIn(article.titles, language)}`.trim();
        return (
          <Box component="section" key={article.paragraph} aria-label={heading}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h6" component="h3">
                {heading}
              </Typography>
              {actions?.(article.paragraph)}
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{textIn(article.texts, language)}</Typography>
          </Box>
        );
      })}
    </Stack>
  </Paper>
);
