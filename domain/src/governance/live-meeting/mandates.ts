import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import type { VotingInstructions } from '../powers-of-attorney/voting-instructions';

/**
 * A shareholder someone may act for at the meeting: themselves (`instructions` null) or a giver of a power of attorney
 * they hold (the power's instructions, and the recipient who acts).
 */
export type Mandate = { shareholderId: string; instructions: VotingInstructions | null; recipient: MandateRecipient | null };
/** The proxy who acts, and the shareholder they are if they are one (bound by that shareholder's exclusions). */
export type MandateRecipient = { id: string; name: string; shareholderId: string | null };

/**
 * Who registers attendance or votes: an admin (for any shareholder, also outside the open steps' windows as the minutes
 * need), or a shareholder or proxy acting through their notice for the shareholders of their mandates.
 */
export type MeetingActor = { kind: 'admin'; user: User } | { kind: 'participant'; user: User | null; mandates: readonly Mandate[] };

/** The mandate to act for a shareholder, or `liveMeeting.noRight`; an admin acts for anyone, bound by no instruction. */
export const mandateFor = (actor: MeetingActor, shareholderId: string): Mandate => {
  if (actor.kind === 'admin') return { shareholderId, instructions: null, recipient: null };
  const mandate = actor.mandates.find((entry) => entry.shareholderId === shareholderId);
  if (!mandate) throw new DomainError('liveMeeting.noRight', { shareholderId });
  return mandate;
};

export const actorUser = (actor: MeetingActor): User | null => actor.user;
