/** Invitation kinds (seed: platform core, section 3). */
export const invitationTypes = ['USER', 'COMPANY', 'SHAREHOLDER_REPRESENTATIVE', 'SHAREHOLDER'] as const;
export type InvitationType = (typeof invitationTypes)[number];

/** PENDING until accepted; CANCELLED when an admin revokes it or re-addresses it to another email. Expiry is by date. */
export const invitationStates = ['PENDING', 'ACCEPTED', 'CANCELLED'] as const;
export type InvitationState = (typeof invitationStates)[number];

/** An invitation link lives 14 days. */
export const invitationLifetimeMs = 14 * 24 * 60 * 60 * 1000;

/** What an ask-for-permission request asks for (seed: platform core, section 3). */
export const requestAccessTypes = ['shareholder-portal', 'board-portal', 'admin'] as const;
export type RequestAccessType = (typeof requestAccessTypes)[number];

export const invitationRequestStates = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type InvitationRequestState = (typeof invitationRequestStates)[number];

