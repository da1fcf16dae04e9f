import { DomainError } from '../../kernel/errors/domain-error';
import type { PowerOfAttorneyRecipient } from './power-of-attorney-recipient';

/** A power of attorney in force at a meeting: who gave it, to whom. */
export type GivenPowerOfAttorney = { giverShareholderId: string; recipient: PowerOfAttorneyRecipient };

/**
 * Refuses a power that would close a circle (`powersOfAttorney.circular`): following the powers the meeting's other
 * givers hold, from the new recipient on, leads back to the giver (A to B when B gave to A; A to B, B to C, C to A). Only
 * shareholders pass a power on; the chairperson, the CEO and other persons end a chain. The giver's own power in force
 * is left out, since the new one replaces it.
 */
export const assertNotCircular = ({
  giverShareholderId,
  recipient,
  powers,
}: {
  giverShareholderId: string;
  recipient: PowerOfAttorneyRecipient;
  powers: readonly GivenPowerOfAttorney[];
}): void => {
  const recipientOf = new Map(powers.filter((power) => power.giverShareholderId !== giverShareholderId).map((power) => [power.giverShareholderId, power.recipient]));
  const visited = new Set<string>();
  let next: PowerOfAttorneyRecipient | undefined = recipient;
  while (next?.role === 'shareholder' && !visited.has(next.shareholderId)) {
    if (next.shareholderId === giverShareholderId) throw new DomainError('powersOfAttorney.circular');
    visited.add(next.shareholderId);
    next = recipientOf.get(next.shareholderId);
  }
};
