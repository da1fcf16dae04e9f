import type { BoardMemberNotice, BoardPortalMeeting, BoardVoteValue } from '@andel/domain/shared';
import { apiFetch } from '@andel/ui/shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The company's board meetings whose notice is sent. */
export const useBoardMeetings = (orgNo: string) =>
  useQuery({ queryKey: ['board-meetings', orgNo], queryFn: () => apiFetch<BoardPortalMeeting[]>(`/board-member-view/${orgNo}/meetings`) });

/** One meeting as the board member sees it, refreshed every few seconds (votes and comments of the others), and what they may do on it. */
export const useBoardMeeting = (orgNo: string, projectId: string) => {
  const queryClient = useQueryClient();
  const base = `/boardmember-view/${orgNo}/meetings/${projectId}`;
  const queryKey = ['board-meeting', orgNo, projectId];
  const meeting = useQuery({ queryKey, queryFn: () => apiFetch<BoardMemberNotice>(base), refetchInterval: 10_000 });
  const act = useMutation({
    mutationFn: ({ path, method, body }: { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown }) => apiFetch<BoardMemberNotice>(`${base}${path}`, { method, body }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['board-meetings', orgNo] });
    },
  });
  const actions = {
    vote: (decisionId: string, vote: BoardVoteValue) => act.mutate({ path: '/vote', method: 'POST', body: { decisionId, vote } }),
    resetVote: (decisionId: string) => act.mutate({ path: `/reset-vote/${decisionId}`, method: 'DELETE' }),
    comment: (decisionId: string, commentText: string) => act.mutate({ path: '/comment', method: 'POST', body: { decisionId, commentText } }),
    updateComment: (commentId: string, commentText: string) => act.mutate({ path: `/update-comment/${commentId}`, method: 'PUT', body: { commentText } }),
    deleteComment: (commentId: string) => act.mutate({ path: `/delete-comment/${commentId}`, method: 'DELETE' }),
  };
  return { meeting, act, actions, pdfPath: `${base}/download-as-pdf`, calendarPath: `${base}/calendar.ics`, signedMinutesPath: `${base}/signed-minutes` };
};
