/** A board member's vote on a matter (seed 002, section 3: vote values). */
export const boardVoteValues = ['for', 'against', 'blank'] as const;
export type BoardVoteValue = (typeof boardVoteValues)[number];

/** A comment's longest text (the seed gives none; docs/decisions/governance/board-meetings.md). */
export const matterCommentMaxLength = 5_000;

/** A matter's outcome in the minutes, from the board's votes. */
export const matterOutcomes = ['ADOPTED', 'REJECTED', 'NOT_VOTED', 'INFORMATION'] as const;
export type MatterOutcome = (typeof matterOutcomes)[number];
