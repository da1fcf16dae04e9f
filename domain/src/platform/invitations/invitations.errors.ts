/** Codes invitations and invitation requests are refused with. */
export const invitationErrorCodes = [
  'invitation.notFound',
  'invitation.expired',
  'invitation.used',
  'invitation.wrongUser',
  'invitation.passwordRequired',
  'invitation.shareholderPortalOff',
  'invitation.noShares',
  'invitation.customRoleNotFound',
  'invitation.tooManyRequests',
  'invitation.userEmailNotChangeable',
  'invitation.alreadyRepresentative',
  'invitation.representativeNotFound',
  'invitationRequest.notFound',
  'invitationRequest.handled',
  'invitationRequest.noShareholder',
] as const;
export type InvitationErrorCode = (typeof invitationErrorCodes)[number];
