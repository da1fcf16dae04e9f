import type { ArticlesReading, Language } from '@andel/domain/shared';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, DownloadButton, EmptyState, ErrorState, LoadingState } from '../../platform/shell';
import { ArticleLanguageToggle, ArticlesDocument } from './ArticlesDocument';

/**
 * The articles as a board member or holder reads them (`{apiPath}` answers the versions and the one in force on a
 * day): the version in force today, earlier versions by their date, each language, and the PDF.
 */
export const ArticlesReader = ({ apiPath }: { apiPath: string }) => {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState<string | undefined>();
  const [chosenLanguage, setLanguage] = useState<Language>();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['articles-reading', apiPath, date],
    queryFn: ({ signal }) => apiFetch<ArticlesReading>(`${apiPath}${date ? `?date=${date}` : ''}`, { signal }),
  });
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const version = data.articles;
  if (!version) return <EmptyState textKey="articles.none" />;
  const language = chosenLanguage && version.languages.includes(chosenLanguage) ? chosenLanguage : (version.languages.find((own) => own === i18n.language) ?? version.languages[0]!);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select size="small" label={t('articles.versions')} value={version.date} onChange={(event) => setDate(event.target.value)} fullWidth={false} sx={{ minWidth: 240 }}>
          {data.versions.map((entry) => (
            <MenuItem key={entry.id} value={entry.date}>
              {t('articles.inForceFrom', { date: entry.date })}
            </MenuItem>
          ))}
        </TextField>
        <ArticleLanguageToggle languages={version.languages} value={language} onChange={setLanguage} />
        <DownloadButton path={`${apiPath}/download?date=${version.date}&lang=${language}`} labelKey="articles.download" errorKey="general-error" />
      </Stack>
      <ArticlesDocument version={version} language={language} />
    </Stack>
  );
};
