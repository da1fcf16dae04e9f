import type { LiveItemView, VoteValue } from '@andel/domain/shared';
import { ApiError, apiFetch, useNotify } from '@andel/ui/shell';
import { useGovernanceMutation } from '../useGovernanceMutation';
import type { LiveVoteSender } from '@andel/ui/live-meeting';

/**
 * What the admin registers for a shareholder in the live view (seed 002: "Admins register attendance, votes and powers
 * of attorney for shareholders"), e.g. one who attends physically: presence or absence (`generalMeetingParticipation`),
 * a vote on an item (`admin-vote`'s body on the meeting's socket, `castVote`; the HTTP route when it is not connected) and
 * its reset (`DELETE admin-vote/{voteId}`). The tables follow over socket.io.
 */
export const useAdminRegistration = (projectId: string, castVote: LiveVoteSender) => {
  const notify = useNotify();
  const failed = (fallback: string) => (error: unknown) =>
    notify({ messageKey: error instanceof ApiError && error.code !== 'general-error' ? error.code : fallback, params: error instanceof ApiError ? error.params : {}, severity: 'error' });
  const base = `/general-meeting/${encodeURIComponent(projectId)}`;
  const attendance = useGovernanceMutation({
    mutationFn: ({ shareholderId, isPresent }: { shareholderId: string; isPresent: boolean }) =>
      apiFetch(`/project/${encodeURIComponent(projectId)}/generalMeetingParticipation`, {
        method: 'POST',
        body: isPresent ? { createParticipation: [{ shareholderId, isPresent }] } : { updateParticipation: [{ shareholderId, isPresent }] },
      }).then(() => isPresent),
    onSuccess: (isPresent) => notify({ messageKey: isPresent ? 'liveMeeting.participant.registered' : 'liveMeeting.admin.absentRegistered', severity: 'success' }),
    onError: failed('general-meeting.attendance.errorRegister'),
  });
  const vote = useGovernanceMutation({
    mutationFn: ({ shareholderId, item, value }: { shareholderId: string; item: Pick<LiveItemView, 'voteType' | 'decisionId'>; value: VoteValue }) => {
      const body = { shareholderId, voteId: crypto.randomUUID(), voteType: item.voteType, vote: value, decisionId: item.decisionId };
      return castVote(body, () => apiFetch(`${base}/admin-vote`, { method: 'POST', body }));
    },
    successKey: 'liveMeeting.participant.voted',
    onError: failed('general-meeting.voting.errorVote'),
  });
  const resetVote = useGovernanceMutation({
    mutationFn: (voteId: string) => apiFetch(`${base}/admin-vote/${encodeURIComponent(voteId)}`, { method: 'DELETE' }),
    successKey: 'vote-reset-by-user',
    onError: failed('general-error'),
  });
  return { attendance, vote, resetVote, busy: attendance.isPending || vote.isPending || resetVote.isPending };
};
