/** Codes board meeting commands are refused with (`all-must-sign-when-less-than-5` is the seed's, section 5). */
export const boardMeetingsErrorCodes = [
  'boardMeetings.notFound',
  'boardMeetings.unknownParticipant',
  'all-must-sign-when-less-than-5',
  'boardMeetings.atLeastTwoSignatories',
  'boardMeetings.signatoryNotOnBoard',
] as const;
