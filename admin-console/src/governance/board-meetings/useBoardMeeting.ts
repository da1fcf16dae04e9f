import type { BoardMeetingView } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';
import { governanceQueryRoot } from '../useGovernanceMutation';

/** `GET /project/{projectId}/board-meeting`: the notice's meeting details and recipients (the defaults until first saved). */
export const useBoardMeeting = (projectId: string) =>
  useQuery({
    queryKey: [governanceQueryRoot, 'board-meeting', projectId],
    queryFn: ({ signal }) => apiFetch<BoardMeetingView>(`/project/${encodeURIComponent(projectId)}/board-meeting`, { signal }),
  });
