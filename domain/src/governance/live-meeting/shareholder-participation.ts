import { approveAgendaItemId, meetingChairItemId } from './live-meeting-constants';
import type { LiveMeetingAdminView, ShareholderParticipationView } from './live-meeting-views';

/** Each shareholder's presence and votes (seed 002, section 3: shareholderParticipation), from the live state. */
export const shareholderParticipation = (view: LiveMeetingAdminView, shareholderIds: readonly string[]): ShareholderParticipationView[] =>
  shareholderIds.map((shareholderId) => {
    const votes = view.individualVotes.filter((vote) => vote.shareholderId === shareholderId);
    const voteOn = (itemId: string) => votes.find((vote) => vote.itemId === itemId)?.vote ?? null;
    return {
      shareholderId,
      isPresent: view.participationList.some((entry) => entry.shareholderId === shareholderId && entry.isPresent),
      meetingChairVote: voteOn(meetingChairItemId),
      approveAgendaVote: voteOn(approveAgendaItemId),
      decisionVotes: view.steps.decisionStatuses.map(({ decisionId }) => ({ decisionId, vote: voteOn(decisionId) })),
    };
  });
