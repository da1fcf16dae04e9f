import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportProgress } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@andel/ui/shell';

/** An export's place in the line, or how far it is written, asked every second while the file is on its way. */
export const ExportProgressBar = ({ orgNo, ticket }: { orgNo: string; ticket: string }) => {
  const { t } = useTranslation();
  const { data: progress } = useQuery({
    queryKey: ['export-progress', orgNo, ticket],
    queryFn: () => apiFetch<ExportProgress>(`/shareholder/export-progress/${encodeURIComponent(orgNo)}/${ticket}`),
    refetchInterval: 1_000,
    retry: false,
  });
  if (!progress || progress.state === 'finished' || progress.state === 'failed') return <LinearProgress aria-label={t('export.progress.starting')} />;
  const percent = progress.state === 'writing' && progress.total > 0 ? Math.round((100 * progress.done) / progress.total) : undefined;
  const text =
    progress.state === 'queued' && progress.place > 0
      ? t('export.progress.queued', { place: progress.place })
      : progress.state === 'companyBusy'
        ? t('export.progress.companyBusy')
        : percent === undefined
          ? t('export.progress.starting')
          : t('export.progress.writing', { percent });
  return (
    <Stack spacing={0.5}>
      <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} aria-label={text} />
      <Typography variant="body2" color="text.secondary" role="status">
        {text}
      </Typography>
    </Stack>
  );
};
