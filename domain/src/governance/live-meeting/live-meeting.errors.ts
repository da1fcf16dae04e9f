/** Codes the live general meeting refuses attendance, votes and status changes with. */
export const liveMeetingErrorCodes = [
  'liveMeeting.notStarted',
  'liveMeeting.stepClosed',
  'liveMeeting.unknownItem',
  'liveMeeting.noRight',
  'liveMeeting.voteIdReused',
  'liveMeeting.alreadyRegistered',
  'liveMeeting.notRegistered',
  'liveMeeting.hasVoted',
  'liveMeeting.noVote',
  'liveMeeting.socketUnauthorized',
] as const;
