/** Codes the minutes editor is refused with (the signatory rule's are `boardMeetings`'). */
export const boardMinutesErrorCodes = ['boardMinutes.chairNotOnBoard'] as const;
