import { DomainError } from '../../kernel/errors/domain-error';
import type { BoardVoteValue } from '../board-votes/board-vote-constants';

/** How the giver tells the proxy to vote on an agenda item: for, against, blank, or at the proxy's discretion. */
export const votingInstructionValues = ['for', 'against', 'blank', 'discretion'] as const;
export type VotingInstruction = (typeof votingInstructionValues)[number];

/** Instructions by agenda item id (the meeting chair's and the agenda's fixed ids, and each decision's); an item without one is at the proxy's discretion. */
export type VotingInstructions = Readonly<Record<string, VotingInstruction>>;

/** Instructions name only items on the meeting's agenda (`powersOfAttorney.unknownAgendaItem` with `itemId`). */
export const assertInstructionsFitAgenda = (instructions: VotingInstructions, agendaItemIds: readonly string[]): void => {
  const agenda = new Set(agendaItemIds);
  const unknown = Object.keys(instructions).find((itemId) => !agenda.has(itemId));
  if (unknown !== undefined) throw new DomainError('powersOfAttorney.unknownAgendaItem', { itemId: unknown });
};

/** The instruction for an item: the one given, else the proxy's discretion. */
export const instructionFor = (instructions: VotingInstructions, itemId: string): VotingInstruction => instructions[itemId] ?? 'discretion';

/**
 * A proxy's vote on an item for a giver follows the giver's instruction: every value cast (one, or each part of a split)
 * is the instructed one, unless the item is at the proxy's discretion; else `powersOfAttorney.voteAgainstInstruction`
 * with `itemId` and `instruction`.
 */
export const assertVoteFollowsInstruction = ({
  instructions,
  itemId,
  values,
}: {
  instructions: VotingInstructions;
  itemId: string;
  values: readonly BoardVoteValue[];
}): void => {
  const instruction = instructionFor(instructions, itemId);
  if (instruction !== 'discretion' && values.some((value) => value !== instruction))
    throw new DomainError('powersOfAttorney.voteAgainstInstruction', { itemId, instruction });
};
