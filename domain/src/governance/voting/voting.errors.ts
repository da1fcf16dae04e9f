/** Codes a general meeting vote is refused with when it is tallied. */
export const votingErrorCodes = ['voting.notRepresented', 'voting.excludedFromItem', 'voting.proxyExcludedFromItem', 'voting.duplicateVote', 'voting.unknownShareClass'] as const;
