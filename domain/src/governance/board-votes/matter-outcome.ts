import type { BoardVoteValue, MatterOutcome } from './board-vote-constants';

export type CountedVotes = { for: number; against: number; blank: number };
export type MatterResult = { outcome: MatterOutcome; votes: CountedVotes; decidedByChair: boolean };

/**
 * A matter's outcome from the board's votes (the minutes, seed 002, section 2): adopted with more votes for than
 * against (blank votes are counted but decide nothing), rejected with more against; on a tie the meeting chair's
 * vote decides (the Companies Act § 6-24), and without it the proposal falls. No votes: not voted. An information
 * matter is not voted on.
 */
export const matterOutcome = ({
  isDecisionMatter,
  votes,
  chairRoleId,
}: {
  isDecisionMatter: boolean;
  votes: readonly { companyRoleId: string; vote: BoardVoteValue }[];
  chairRoleId: string | null;
}): MatterResult => {
  const counted: CountedVotes = { for: 0, against: 0, blank: 0 };
  for (const { vote } of votes) counted[vote]++;
  if (!isDecisionMatter) return { outcome: 'INFORMATION', votes: counted, decidedByChair: false };
  if (votes.length === 0) return { outcome: 'NOT_VOTED', votes: counted, decidedByChair: false };
  if (counted.for !== counted.against) return { outcome: counted.for > counted.against ? 'ADOPTED' : 'REJECTED', votes: counted, decidedByChair: false };
  if (counted.for === 0) return { outcome: 'REJECTED', votes: counted, decidedByChair: false };
  const chairVote = votes.find(({ companyRoleId }) => companyRoleId === chairRoleId)?.vote;
  return { outcome: chairVote === 'for' ? 'ADOPTED' : 'REJECTED', votes: counted, decidedByChair: chairVote === 'for' || chairVote === 'against' };
};
