import type { BatchProjectSummary, BatchProjectView } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';
import { governanceQueryRoot } from '../useGovernanceMutation';

/** `GET /batch-projects`: the batches of the companies the user administers. */
export const useBatchProjects = () =>
  useQuery({ queryKey: [governanceQueryRoot, 'batch-projects'], queryFn: ({ signal }) => apiFetch<BatchProjectSummary[]>('/batch-projects', { signal }) });

/** Whether a company's notice is still on its way: waiting for the job, or emails waiting in the outbox. */
const inFlight = (batch: BatchProjectView | undefined) => batch?.companies.some(({ noticeState, deliveries }) => noticeState === 'QUEUED' || deliveries.SENT > 0) ?? false;

/** `GET /batch-project/{id}`: the overview, refreshed every few seconds while notices are on their way. */
export const useBatchProject = (id: string) =>
  useQuery({
    queryKey: [governanceQueryRoot, 'batch-project', id],
    queryFn: ({ signal }) => apiFetch<BatchProjectView>(`/batch-project/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (inFlight(query.state.data) ? 3_000 : false),
  });
