/** Codes votes and comments on board meeting matters are refused with. */
export const boardVotesErrorCodes = ['boardVotes.notADecisionMatter', 'boardVotes.commentNotFound', 'boardVotes.notYourComment'] as const;
