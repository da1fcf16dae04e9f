import type { MeetingRegister } from './meeting-register';
import { presentHolders, type Participation } from './representation';
import type { CastVote, VotingItem } from './tally';
import { initialIndividualVote } from './voting-constants';

/**
 * Individual voting: every holder on the register who is present and not excluded from the item votes "for" (seed
 * 002, section 9) until their vote is set otherwise; the votes given stand as given.
 */
export const withInitialVotes = ({ register, participation, item }: { register: MeetingRegister; participation: readonly Participation[]; item: VotingItem }): CastVote[] => {
  const present = presentHolders(participation);
  const excluded = new Set(item.excluded ?? []);
  const given = new Set(item.votes.map((vote) => vote.shareholderId));
  const initial = register.rows
    .filter(({ shareholderId }) => present.has(shareholderId) && !excluded.has(shareholderId) && !given.has(shareholderId))
    .map(({ shareholderId }): CastVote => ({ shareholderId, vote: initialIndividualVote }));
  return [...item.votes, ...initial];
};
