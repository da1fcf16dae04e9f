import type { LiveMeetingAdminView } from '@andel/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { governanceQueryRoot } from '../useGovernanceMutation';
import { useLiveMeeting } from '@andel/ui/live-meeting';

/**
 * The admin's live meeting over the socket (a fresh snapshot on every mount, so nothing stale after navigating), and
 * the general meeting's own view refetched whenever the live status moves (issue 24): a meeting ended in another tab
 * is held, so its minutes may go for signing.
 */
export const useAdminLiveMeeting = (projectId: string) => {
  const live = useLiveMeeting<LiveMeetingAdminView>({ projectId });
  const queryClient = useQueryClient();
  const status = live.view?.steps.status;
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: [governanceQueryRoot, 'general-meeting', projectId] });
  }, [queryClient, projectId, status]);
  return live;
};
