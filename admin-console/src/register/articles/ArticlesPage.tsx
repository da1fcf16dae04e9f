import type { ArticlesVersionSummary, Language } from '@andel/domain/shared';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiFetch, CompanyPage, DownloadButton, EmptyState, ErrorState, errorMessageKey, LoadingState, useCanEdit, useNotify } from '@andel/ui/shell';
import { ArticleLanguageToggle, ArticlesDocument } from '@andel/ui/articles';
import { ArticlesImportDialog } from './ArticlesImportDialog';
import { articlesApi, articlesPage, articlesQueryKey } from './articles-paths';
import { useArticlesVersion, useArticleVersions } from './useArticleVersions';

const versionLabel = (t: (key: string, params?: Record<string, string>) => string, version: ArticlesVersionSummary) =>
  `${t('articles.inForceFrom', { date: version.date })} · ${t(`articles.status.${version.status}`)}`;

/**
 * `articlesofassociation` (and `articlesofassociation2`): the company's articles, the latest version first and the
 * earlier ones by date, in each language; the PDF; the way to change them; and importing today's articles.
 */
export const ArticlesPage = () => {
  const { t, i18n } = useTranslation();
  const { orgNo = '' } = useParams();
  const canEdit = useCanEdit('articles');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [chosenId, setChosenId] = useState<string>();
  const [chosenLanguage, setLanguage] = useState<Language>();
  const [importing, setImporting] = useState(false);
  const versions = useArticleVersions(orgNo);
  const shownId = chosenId ?? versions.data?.find((version) => version.status === 'ADOPTED')?.id ?? versions.data?.[0]?.id;
  const version = useArticlesVersion(orgNo, shownId);
  const discard = useMutation({
    mutationFn: (id: string) => apiFetch(articlesApi(orgNo, `/discard-import/${id}`), { method: 'DELETE' }),
    onSuccess: () => {
      setChosenId(undefined);
      notify({ messageKey: 'articles.draft.discarded', severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: articlesQueryKey(orgNo) });
    },
    onError: (failure) => notify({ messageKey: errorMessageKey(failure), severity: 'error' }),
  });

  const importButton = canEdit && (
    <Button variant="outlined" onClick={() => setImporting(true)}>
      {t('articles.import')}
    </Button>
  );
  const body = () => {
    if (versions.isPending || (shownId && version.isPending)) return <LoadingState />;
    if (versions.error) return <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />;
    if (version.error) return <ErrorState error={version.error} onRetry={() => void version.refetch()} />;
    if (!version.data)
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <EmptyState textKey="articles.none" />
          {canEdit && (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" component={Link} to={articlesPage(orgNo, '/edit')}>
                {t('articles.write')}
              </Button>
              {importButton}
            </Stack>
          )}
        </Stack>
      );
    const shown = version.data;
    const language = chosenLanguage && shown.languages.includes(chosenLanguage) ? chosenLanguage : (shown.languages.find((own) => own === i18n.language) ?? shown.languages[0]!);
    const draft = shown.status === 'IMPORT';
    return (
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField select size="small" label={t('articles.versions')} value={shown.id} onChange={(event) => setChosenId(event.target.value)} fullWidth={false} sx={{ minWidth: 320 }}>
            {versions.data.map((entry) => (
              <MenuItem key={entry.id} value={entry.id}>
                {versionLabel(t, entry)}
              </MenuItem>
            ))}
          </TextField>
          <ArticleLanguageToggle languages={shown.languages} value={language} onChange={setLanguage} />
          {!draft && <DownloadButton path={articlesApi(orgNo, `/download?date=${shown.date}&lang=${language}`)} labelKey="articles.download" errorKey="general-error" />}
          {canEdit && !draft && !shown.locked && (
            <Button variant="contained" startIcon={<EditIcon />} component={Link} to={articlesPage(orgNo, '/edit')}>
              {t('articles.edit')}
            </Button>
          )}
          {canEdit && draft && (
            <>
              <Button variant="contained" component={Link} to={articlesPage(orgNo, `/edit?draft=${shown.id}`)}>
                {t('articles.draft.open')}
              </Button>
              <Button color="error" onClick={() => discard.mutate(shown.id)} loading={discard.isPending}>
                {t('articles.draft.discard')}
              </Button>
            </>
          )}
          {importButton}
        </Stack>
        {shown.locked && <Alert severity="info">{t('articles.locked')}</Alert>}
        <ArticlesDocument version={shown} language={language} />
      </Stack>
    );
  };
  return (
    <CompanyPage titleKey="articles.title">
      {body()}
      {importing && <ArticlesImportDialog orgNo={orgNo} onClose={() => setImporting(false)} />}
    </CompanyPage>
  );
};
