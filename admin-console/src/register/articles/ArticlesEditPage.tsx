import { paragraphLabel, todayLocalDate, type ArticlesVersionView, type Language } from '@andel/domain/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiFetch, CompanyPage, EditGate, ErrorState, LoadingState, useNotify } from '@andel/ui/shell';
import { ArticleChangeDialog, type ChangeInput } from './ArticleChangeDialog';
import { ArticleLanguageToggle, ArticlesDocument } from '@andel/ui/articles';
import { ArticlesForm } from './ArticlesForm';
import { articlesFailure } from './articles-failure';
import { articlesApi, articlesPage, articlesQueryKey } from './articles-paths';
import { useArticlesVersion, useArticleVersions } from './useArticleVersions';

type Editing = { action: 'AddArticle' } | { action: 'EditArticle'; paragraph: number } | null;

/** The latest version changed one action at a time (add, edit, remove a paragraph; undo the last), or its share capital rewritten from the register. */
const ArticleChanges = ({ orgNo, version }: { orgNo: string; version: ArticlesVersionView }) => {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [chosenLanguage, setLanguage] = useState<Language>();
  const language = chosenLanguage && version.languages.includes(chosenLanguage) ? chosenLanguage : (version.languages.find((own) => own === i18n.language) ?? version.languages[0]!);
  const done = (messageKey: string) => async (updated: ArticlesVersionView) => {
    queryClient.setQueryData([...articlesQueryKey(orgNo), 'version', updated.id], updated);
    setEditing(null);
    notify({ messageKey, severity: 'success' });
    await queryClient.invalidateQueries({ queryKey: articlesQueryKey(orgNo) });
  };
  const change = useMutation({
    mutationFn: (input: ChangeInput | { action: 'RemoveArticle'; paragraph: number }) => apiFetch<ArticlesVersionView>(articlesApi(orgNo, '/changes'), { method: 'POST', body: { versionId: version.id, ...input } }),
    onSuccess: done('articles.changed'),
    onError: (failure) => notify(articlesFailure(failure, t)),
  });
  const lastChange = version.changes.at(-1);
  const undo = useMutation({
    mutationFn: () => apiFetch<ArticlesVersionView>(articlesApi(orgNo, `/changes/${version.id}/${lastChange!.id}`), { method: 'DELETE' }),
    onSuccess: done('articles.undone'),
    onError: (failure) => notify(articlesFailure(failure, t)),
  });
  const shareCapital = useMutation({
    mutationFn: () => apiFetch<ArticlesVersionView>(articlesApi(orgNo, '/share-capital'), { method: 'POST', body: { date: todayLocalDate() } }),
    onSuccess: done('articles.changed'),
    onError: (failure) => notify(articlesFailure(failure, t)),
  });
  const label = (paragraph: number) => paragraphLabel(paragraph, version.paragraphFormat);

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('articles.inForceFrom', { date: version.date })}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ action: 'AddArticle' })}>
          {t('articles.addParagraph')}
        </Button>
        {lastChange && (
          <Button startIcon={<UndoIcon />} loading={undo.isPending} onClick={() => undo.mutate()}>
            {t('articles.undo')}
          </Button>
        )}
        {version.shareCapitalParagraph !== null && (
          <Button loading={shareCapital.isPending} onClick={() => shareCapital.mutate()}>
            {t('articles.updateShareCapital')}
          </Button>
        )}
        <Button component={Link} to="?whole=1">
          {t('articles.editText')}
        </Button>
        <Button component={Link} to="?new=1">
          {t('articles.newVersion')}
        </Button>
        <Button component={Link} to={articlesPage(orgNo)}>
          {t('articles.back')}
        </Button>
        <ArticleLanguageToggle languages={version.languages} value={language} onChange={setLanguage} />
      </Stack>
      {version.changes.length > 0 && (
        <List dense aria-label={t('articles.changes')}>
          {version.changes.map((entry) => (
            <ListItem key={entry.id}>{t(`articles.change.${entry.action}`, { label: label(entry.paragraph) })}</ListItem>
          ))}
        </List>
      )}
      <ArticlesDocument
        version={version}
        language={language}
        actions={(paragraph) => (
          <Stack direction="row">
            <IconButton aria-label={`${t('articles.editParagraph')} ${label(paragraph)}`} onClick={() => setEditing({ action: 'EditArticle', paragraph })}>
              <EditIcon />
            </IconButton>
            <IconButton aria-label={`${t('articles.removeParagraph')} ${label(paragraph)}`} disabled={change.isPending} onClick={() => change.mutate({ action: 'RemoveArticle', paragraph })}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        )}
      />
      {editing && (
        <ArticleChangeDialog
          version={version}
          action={editing.action}
          paragraph={editing.action === 'EditArticle' ? editing.paragraph : undefined}
          busy={change.isPending}
          error={change.error}
          onSubmit={(input) => change.mutate(input)}
          onClose={() => (setEditing(null), change.reset())}
        />
      )}
    </Stack>
  );
};

/**
 * `articlesofassociation/edit` (and `articlesofassociation2/edit`): the latest version changed action by action; or
 * written whole (`?whole=1`), as a new version (`?new=1`), from an imported draft (`?draft={id}`), or for the first time.
 */
export const ArticlesEditPage = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const [search] = useSearchParams();
  const draftId = search.get('draft') ?? undefined;
  const versions = useArticleVersions(orgNo);
  const latest = versions.data?.find((version) => version.status === 'ADOPTED');
  const shownId = draftId ?? latest?.id;
  const version = useArticlesVersion(orgNo, shownId);
  const body = () => {
    if (versions.isPending || (shownId && version.isPending)) return <LoadingState />;
    const error = versions.error ?? version.error;
    if (error) return <ErrorState error={error} />;
    if (!version.data) return <ArticlesForm orgNo={orgNo} />;
    if (draftId) return <ArticlesForm key={draftId} orgNo={orgNo} version={version.data} id={draftId} cancel={articlesPage(orgNo)} />;
    if (search.get('whole')) return <ArticlesForm key="whole" orgNo={orgNo} version={version.data} id={version.data.id} cancel={articlesPage(orgNo, '/edit')} />;
    if (search.get('new')) return <ArticlesForm key="new" orgNo={orgNo} version={version.data} cancel={articlesPage(orgNo, '/edit')} />;
    return <ArticleChanges orgNo={orgNo} version={version.data} />;
  };
  return (
    <CompanyPage titleKey="articles.edit">
      <EditGate feature="articles" messageKey="articles.viewOnly">
        {version.data?.status === 'IMPORT' && <Alert severity="info" sx={{ mb: 2 }}>{t('articles.import.success')}</Alert>}
        {body()}
      </EditGate>
    </CompanyPage>
  );
};
