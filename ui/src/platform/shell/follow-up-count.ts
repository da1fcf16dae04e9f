import type { FollowUpCount } from '@andel/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from './api';

const followUpCountKey = ['follow-up-count'] as const;

/** The top bar's follow-up count: items not there when the user last opened the portfolio's follow-up. */
export const useFollowUpCount = (enabled: boolean) =>
  useQuery({ queryKey: followUpCountKey, queryFn: ({ signal }) => apiFetch<FollowUpCount>('/portfolio/follow-up/count', { signal }), enabled });

/** Opening the portfolio's follow-up resets the count to 0 (seed: platform core, section 2). */
export const useMarkFollowUpsSeen = () => {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: () => apiFetch<FollowUpCount>('/portfolio/follow-up/seen', { method: 'POST' }),
    onSuccess: (seen) => queryClient.setQueryData(followUpCountKey, seen),
  });
  useEffect(() => mutate(), [mutate]);
};
