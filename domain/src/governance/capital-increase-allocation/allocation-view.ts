import { allocatedIn, isFullyAllocated, proposeAllocation, remainingIn, type AllocationRound } from '../../register/capital-increase/allocation-rounds';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import type { CapitalIncreaseAllocation } from './capital-increase-allocation.entity';

export type AllocationLineView = {
  id: string;
  subscriberId: string;
  shareholderId: string | null;
  name: string;
  offeredShares: string;
  subscribedShares: string;
  allocatedShares: string;
  /** What "propose" fills in: the subscription up to the offer, the rest by over-subscription when allowed. */
  proposedShares: string;
  subscriptionPrice: string;
};

export type AllocationRoundView = {
  id: string;
  roundNumber: number;
  sharetypeId: string;
  shareTypeCode: string;
  minShares: string;
  maxShares: string;
  isCompleted: boolean;
  isPreferential: boolean;
  allocatedShares: string;
  remainingShares: string;
  isFullyAllocated: boolean;
  allocations: AllocationLineView[];
};

/** `GET /project/{id}/decisions/{decisionId}/capital-increase/allocation`: the rounds, whether confirmed, and the register entry once applied. */
export type CapitalIncreaseAllocationView = {
  decisionId: string;
  increaseType: 'shareIssue' | 'increaseNominalValue' | null;
  allocationRounds: AllocationRoundView[];
  isAllocationCompleted: boolean;
  confirmedAt: string | null;
  applied: { entryId: string; appliedAt: string } | null;
};

const roundView = (round: AllocationRound, form: TCapitalIncrease): AllocationRoundView => {
  const properties = form.properties?.type === 'shareIssue' ? form.properties : null;
  const proposed = new Map(proposeAllocation(round, { oversubscription: properties?.preferentialRightOversubscribe === true }).allocations.map(({ id, allocatedShares }) => [id, allocatedShares]));
  return {
    ...round,
    minShares: round.minShares.toString(),
    maxShares: round.maxShares.toString(),
    isPreferential: properties?.preferentialRight === true,
    allocatedShares: allocatedIn(round).toString(),
    remainingShares: remainingIn(round).toString(),
    isFullyAllocated: isFullyAllocated(round),
    allocations: round.allocations.map((line) => ({
      ...line,
      offeredShares: line.offeredShares.toString(),
      subscribedShares: line.subscribedShares.toString(),
      allocatedShares: line.allocatedShares.toString(),
      proposedShares: (proposed.get(line.id) ?? 0n).toString(),
    })),
  };
};

export const allocationView = (decisionId: string, form: TCapitalIncrease, rounds: readonly AllocationRound[], saved: CapitalIncreaseAllocation | null): CapitalIncreaseAllocationView => ({
  decisionId,
  increaseType: form.properties?.type ?? null,
  allocationRounds: rounds.map((round) => roundView(round, form)),
  isAllocationCompleted: saved?.isAllocationCompleted ?? false,
  confirmedAt: saved?.confirmedAt?.toISOString() ?? null,
  applied: saved?.appliedEntryId && saved.appliedAt ? { entryId: saved.appliedEntryId, appliedAt: saved.appliedAt.toISOString() } : null,
});
