import type { VoteType, VoteValue } from '../voting/voting-constants';
import { approveAgendaItemId, itemIdOf, meetingChairItemId } from './live-meeting-constants';
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

/**
 * The participation shown to a participant once the server acknowledged their vote on the socket (whose ack carries no
 * participation, unlike the HTTP `vote` answer): the shareholder's vote on that item set, everything else kept.
 */
export const withVoteCast = (
  participation: readonly ShareholderParticipationView[],
  shareholderId: string,
  cast: { voteType: VoteType; decisionId: string | null; vote: VoteValue },
): ShareholderParticipationView[] => {
  const itemId = itemIdOf(cast.voteType, cast.decisionId);
  const entry = participation.find((candidate) => candidate.shareholderId === shareholderId) ?? { shareholderId, isPresent: true, meetingChairVote: null, approveAgendaVote: null, decisionVotes: [] };
  const decisionVotes = entry.decisionVotes.some((decision) => decision.decisionId === itemId) ? entry.decisionVotes : [...entry.decisionVotes, { decisionId: itemId!, vote: null }];
  const voted: ShareholderParticipationView = {
    ...entry,
    meetingChairVote: itemId === meetingChairItemId ? cast.vote : entry.meetingChairVote,
    approveAgendaVote: itemId === approveAgendaItemId ? cast.vote : entry.approveAgendaVote,
    decisionVotes: cast.voteType === 'decision' ? decisionVotes.map((decision) => (decision.decisionId === itemId ? { ...decision, vote: cast.vote } : decision)) : entry.decisionVotes,
  };
  return participation.some((candidate) => candidate.shareholderId === shareholderId)
    ? participation.map((candidate) => (candidate.shareholderId === shareholderId ? voted : candidate))
    : [...participation, voted];
};

/**
 * Whom a participant may still register as attending (seed 002, section 4): those they act for not yet registered
 * present. Empty once all are, so "register attendance" is offered only while it registers someone.
 */
export const stillToRegister = <T extends { shareholderId: string }>(principals: readonly T[], participation: readonly Pick<ShareholderParticipationView, 'shareholderId' | 'isPresent'>[]): T[] =>
  principals.filter((principal) => !participation.some((entry) => entry.shareholderId === principal.shareholderId && entry.isPresent));
