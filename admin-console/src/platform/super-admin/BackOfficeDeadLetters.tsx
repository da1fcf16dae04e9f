import { formatDate, type BackOfficeDeadLetter } from '@andel/domain/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';

/** `/super-admin-backoffice/dead-letters`: the background jobs that failed every retry, newest first, with their last error. */
export const BackOfficeDeadLetters = () => {
  const { t } = useTranslation();
  const deadLetters = useQuery({ queryKey: ['backOffice', 'deadLetters'], queryFn: ({ signal }) => apiFetch<BackOfficeDeadLetter[]>('/super-admin/dead-letters', { signal }) });
  if (deadLetters.isPending) return <LoadingState />;
  if (deadLetters.isError) return <ErrorState error={deadLetters.error} />;
  if (!deadLetters.data.length) return <EmptyState textKey="superAdmin.deadLetters.none" />;
  return (
    <List>
      {deadLetters.data.map((letter) => (
        <ListItem key={letter.id} disableGutters>
          <ListItemText
            primary={`${t(`superAdmin.deadLetters.job.${letter.job}`, { defaultValue: letter.job })} · ${t('superAdmin.deadLetters.failed', { date: formatDate(letter.failedAt), count: letter.retries + 1 })}`}
            secondary={letter.error}
          />
        </ListItem>
      ))}
    </List>
  );
};
