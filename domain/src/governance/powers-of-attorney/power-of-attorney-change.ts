import { DomainError } from '../../kernel/errors/domain-error';
import { sameRecipient, type PowerOfAttorneyRecipient } from './power-of-attorney-recipient';

/** Where the giver and the meeting stand when a power is given, replaced or revoked. */
export type PowerOfAttorneyState = {
  /** The giver's power in force, if any. */
  given: PowerOfAttorneyRecipient | null;
  /** The giver is registered present, in person or by the proxy who registered them. */
  isPresent: boolean;
  /** The giver's attendance is finished. */
  attendanceFinished: boolean;
  meetingFinished: boolean;
};

/**
 * The seed's four conditions for the give tab (seed 002, section 4, "Shareholder notice view"): the shareholder has not
 * given a power of attorney, is not present, has not finished attendance, and the meeting is not finished.
 */
export const mayGivePowerOfAttorney = (state: PowerOfAttorneyState): boolean =>
  state.given === null && !state.isPresent && !state.attendanceFinished && !state.meetingFinished;

/** A power may change only while the giver is absent and the meeting runs. */
const assertOpen = (state: PowerOfAttorneyState): void => {
  if (state.meetingFinished) throw new DomainError('powersOfAttorney.meetingFinished');
  if (state.isPresent) throw new DomainError('powersOfAttorney.giverPresent');
  if (state.attendanceFinished) throw new DomainError('powersOfAttorney.attendanceFinished');
};

/**
 * Giving a power: `give` with none in force; a second power from the same giver to someone else `replace`s the first
 * (the seed's dialog sends a changed recipient, and a shareholder has at most one power in force); the same recipient
 * again is refused (`powersOfAttorney.alreadyGiven`: the dialog sends nothing unchanged). Refused once the giver is
 * present (their proxy may already have registered them), their attendance is finished, or the meeting is finished.
 */
export const powerOfAttorneyChange = (state: PowerOfAttorneyState, requested: PowerOfAttorneyRecipient): 'give' | 'replace' => {
  assertOpen(state);
  if (state.given === null) return 'give';
  if (sameRecipient(state.given, requested)) throw new DomainError('powersOfAttorney.alreadyGiven');
  return 'replace';
};

/** Revoking: a power must be in force (`powersOfAttorney.noneGiven`), and the same as for giving holds. */
export const assertMayRevoke = (state: PowerOfAttorneyState): void => {
  if (state.given === null) throw new DomainError('powersOfAttorney.noneGiven');
  assertOpen(state);
};
