import { approveAgendaItemId, meetingChairItemId } from './live-meeting-constants';
import type { LiveMeetingAdminView, ShareholderParticipationView } from './live-meeting-views';

type ParticipationSource = {
  participationList: readonly Pick<LiveMeetingAdminView['participationList'][number], 'shareholderId' | 'isPresent'>[];
  individualVotes: LiveMeetingAdminView['individualVotes'];
  decisionIds: readonly string[];
};

/** Each shareholder's presence and votes (seed 002, section 3: shareholderParticipation), from their participation and votes. */
export const shareholderParticipation = ({ participationList, individualVotes, decisionIds }: ParticipationSource, shareholderIds: readonly string[]): ShareholderParticipationView[] =>
  shareholderIds.map((shareholderId) => {
    const votes = individualVotes.filter((vote) => vote.shareholderId === shareholderId);
    const voteOn = (itemId: string) => votes.find((vote) => vote.itemId === itemId)?.vote ?? null;
    return {
      shareholderId,
      isPresent: participationList.some((entry) => entry.shareholderId === shareholderId && entry.isPresent),
      meetingChairVote: voteOn(meetingChairItemId),
      approveAgendaVote: voteOn(approveAgendaItemId),
      decisionVotes: decisionIds.map((decisionId) => ({ decisionId, vote: voteOn(decisionId) })),
    };
  });
