import { defineEntity, p } from '@mikro-orm/core';
import { ProjectDecision } from '../projects/project-decision.entity';
import type { StoredRound } from './stored-rounds';

/**
 * The share allocation of a project's `increaseOfShareCapital` decision (seed 001 section 3, "Allocation round"): its
 * rounds, one per share class, as saved; when confirmed, and the register entry its apply wrote.
 */
export const CapitalIncreaseAllocationSchema = defineEntity({
  name: 'CapitalIncreaseAllocation',
  properties: {
    decision: () => p.oneToOne(ProjectDecision).primary().deleteRule('cascade'),
    rounds: p.json<StoredRound[]>(),
    isAllocationCompleted: p.boolean().default(false),
    confirmedAt: p.datetime().nullable(),
    appliedAt: p.datetime().nullable(),
    appliedEntryId: p.uuid().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class CapitalIncreaseAllocation extends CapitalIncreaseAllocationSchema.class {}
CapitalIncreaseAllocationSchema.setClass(CapitalIncreaseAllocation);
