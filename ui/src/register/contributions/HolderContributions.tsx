import type { HolderContributionsView } from '@andel/domain/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, EmptyState, ErrorState, LoadingState } from '../../platform/shell';
import { ContributionEntries } from './ContributionEntries';
import { ContributionSummaryTable } from './ContributionSummaryTable';
import { bookKey } from './contribution-paths';

/**
 * One holder's contributions or commitments (whichever book the company keeps): their summary and their entries.
 * The shareholder portal's tab reads its own call, the admin's shareholder details the admin's.
 */
export const HolderContributions = ({ path }: { path: string }) => {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useQuery({ queryKey: ['holder-contributions', path], queryFn: ({ signal }) => apiFetch<HolderContributionsView>(path, { signal }) });
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data.book || !data.summary) return <EmptyState textKey="contributions.none" />;
  return (
    <Stack spacing={2}>
      <Typography variant="h2">{t(`${bookKey(data.book)}.title`)}</Typography>
      <ContributionSummaryTable rows={[data.summary]} currency={data.currency} />
      <ContributionEntries entries={data.contributions} currency={data.currency} />
    </Stack>
  );
};
