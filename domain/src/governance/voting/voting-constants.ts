import type { BoardVoteValue, MatterOutcome } from '../board-votes/board-vote-constants';

/** What a general meeting votes on (seed 002, section 3: vote types). */
export const voteTypes = ['meetChair', 'approveNoticeAndAgenda', 'decision'] as const;
export type VoteType = (typeof voteTypes)[number];

/** A shareholder's vote: for, against or blank, the values board members vote with (seed 002, section 3). */
export type VoteValue = BoardVoteValue;

/** In individual voting a shareholder's vote starts as "for" (seed 002, section 9). */
export const initialIndividualVote: VoteValue = 'for';

/** An item's outcome; the labels are the board matters' (`matterOutcome.*`). */
export type ItemOutcomeValue = Exclude<MatterOutcome, 'INFORMATION'>;
