/** How a notice sent for viewing is opened (seed 002, section 3: meeting-access methods). */
export const meetingAccessTypes = ['open', 'password', 'login'] as const;
export type MeetingAccessType = (typeof meetingAccessTypes)[number];

/** A recipient's delivery state (seed 002, section 3). */
export const deliveryStates = ['UNSENT', 'SENT', 'DELIVERED', 'SENDING_FAILED', 'DELIVERY_FAILED'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** A meeting password's length limits (the seed gives none; docs/decisions.md). */
export const meetingPasswordMinLength = 8;
export const meetingPasswordMaxLength = 200;
/** The notice message's longest text. */
export const noticeMessageMaxLength = 5_000;

const passwordAlphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The random meeting password the viewing dialog suggests (seed 002, section 5): 12 characters without look-alikes
 * (no 0/O, 1/l/I), about 70 bits. Browser-safe (Web Crypto).
 */
export const suggestMeetingPassword = (length = 12): string => {
  const bytes = new Uint8Array(length * 2);
  globalThis.crypto.getRandomValues(bytes);
  let password = '';
  for (const byte of bytes) {
    // Rejection sampling keeps every character equally likely.
    if (byte >= 256 - (256 % passwordAlphabet.length)) continue;
    password += passwordAlphabet[byte % passwordAlphabet.length];
    if (password.length === length) return password;
  }
  return password + suggestMeetingPassword(length - password.length);
};
