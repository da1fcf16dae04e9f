import { languages, type TranslationList } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, AppLayout, DownloadButton, ErrorState, LoadingState, useDebouncedValue, useLoggedOnUser } from '@andel/ui/shell';
import { TranslationDialog, type EditedText } from './TranslationDialog';
import { TranslationTable } from './TranslationTable';

/** How many rows the page shows at once; a search narrows the rest down. */
const shownRows = 200;

const TranslationAdmin = () => {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [flagged, setFlagged] = useState(false);
  const [edited, setEdited] = useState<EditedText | null>(null);
  const q = useDebouncedValue(query.trim(), 300);
  const list = useQuery({
    queryKey: ['translations', 'admin', q, flagged],
    queryFn: ({ signal }) => apiFetch<TranslationList>(`/t/messages?q=${encodeURIComponent(q)}&flagged=${flagged}`, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField label={t('translations.search.label')} value={query} onChange={(event) => setQuery(event.target.value)} autoFocus sx={{ flex: '1 1 320px' }} />
        <FormControlLabel control={<Checkbox checked={flagged} onChange={(event) => setFlagged(event.target.checked)} />} label={t('translations.flaggedOnly')} />
        {languages.map((language) => (
          <DownloadButton
            key={language}
            path={`/t/export/${language}`}
            labelKey="translations.export"
            labelParams={{ language: t(`language.${language}`) }}
            errorKey="general-error"
            size="small"
          />
        ))}
      </Box>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} />
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('translations.count', { shown: list.data.rows.length, total: list.data.total })}</Typography>
          {list.data.rows.length > shownRows && <Alert severity="info" sx={{ mb: 1 }}>{t('translations.moreHidden', { shown: shownRows })}</Alert>}
          <TranslationTable rows={list.data.rows.slice(0, shownRows)} onEdit={setEdited} />
        </>
      )}
      {edited && <TranslationDialog edited={edited} onClose={() => setEdited(null)} />}
    </>
  );
};

/** `/t`: the translation admin, for super-admins only (the server refuses everyone else too). */
export const TranslationsPage = () => {
  const { t } = useTranslation();
  const { data: user, isPending } = useLoggedOnUser();
  return (
    <AppLayout>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('translations.title')}
      </Typography>
      {isPending ? <LoadingState /> : user?.isSuperAdmin ? <TranslationAdmin /> : <Alert severity="error">{t('general-missing-access')}</Alert>}
    </AppLayout>
  );
};
