import { addDays } from '../board-meetings/meeting-times';

/** How a notice sent for viewing is opened (seed 002, section 3: meeting-access methods). */
export const meetingAccessTypes = ['open', 'password', 'login'] as const;
export type MeetingAccessType = (typeof meetingAccessTypes)[number];

/** A recipient's delivery state (seed 002, section 3). */
export { deliveryStates, type DeliveryState } from '../../platform/email/delivery-state';

/** A meeting password's length limits (the seed gives none; docs/decisions/governance/board-meetings.md). */
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

/** What a sending is for: a notice sent for viewing, or minutes sent for review (seed 002, section 2: dialogs). */
export const sendingPurposes = ['viewing', 'review'] as const;
export type SendingPurpose = (typeof sendingPurposes)[number];

/** How the board reviews minutes (seed 002, section 3: review message request, options mode). */
export const reviewModes = ['voting', 'commenting'] as const;
export type ReviewMode = (typeof reviewModes)[number];

/** The review message's longest subject. */
export const reviewSubjectMaxLength = 200;

/**
 * The feedback deadline suggested when none is given (seed 002, section 9): 7 days ahead at 00:00, as a local
 * date-time YYYY-MM-DDTHH:MM from `today` (YYYY-MM-DD, the company's local date).
 */
export const defaultFeedbackDeadline = (today: string): string => `${addDays(today, 7)}T00:00`;
