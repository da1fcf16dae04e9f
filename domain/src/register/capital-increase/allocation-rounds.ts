import { largestRemainderShares } from './preferential-allocation';

/** One subscriber's line in an allocation round (seed 001 section 3, "Allocation round"). */
export type Allocation = {
  id: string;
  subscriberId: string;
  shareholderId: string | null;
  name: string;
  offeredShares: bigint;
  subscribedShares: bigint;
  allocatedShares: bigint;
  subscriptionPrice: string;
};

export type AllocationRound = {
  id: string;
  roundNumber: number;
  sharetypeId: string;
  shareTypeCode: string;
  minShares: bigint;
  maxShares: bigint;
  isCompleted: boolean;
  allocations: Allocation[];
};

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

export const allocatedIn = (round: AllocationRound): bigint => sum(round.allocations.map(({ allocatedShares }) => allocatedShares));
/** Shares of the round not yet allocated; negative when over-allocated. */
export const remainingIn = (round: AllocationRound): bigint => round.maxShares - allocatedIn(round);
/** Every share of the round allocated (at least its minimum, for an interval) and none over. */
export const isFullyAllocated = (round: AllocationRound): boolean => allocatedIn(round) >= round.minShares && remainingIn(round) >= 0n;

/**
 * The proposed allocation of a round: each subscriber first gets what it subscribed up to its offer; with
 * over-subscription allowed, the shares left go to those who subscribed more than offered, in proportion to their
 * offers (which follow their holdings) and never beyond what they subscribed, by largest remainder, until the shares
 * or the demand run out. Without it, nobody gets more than offered.
 */
export const proposeAllocation = (round: AllocationRound, { oversubscription }: { oversubscription: boolean }): AllocationRound => {
  const allocations = round.allocations.map((line) => ({ ...line, allocatedShares: line.subscribedShares < line.offeredShares ? line.subscribedShares : line.offeredShares }));
  let left = round.maxShares - sum(allocations.map(({ allocatedShares }) => allocatedShares));
  while (oversubscription && left > 0n) {
    const wanting = allocations.filter((line) => line.subscribedShares > line.allocatedShares && line.offeredShares > 0n);
    if (!wanting.length) break;
    const shares = largestRemainderShares(wanting.map(({ id, offeredShares }) => ({ shareholderId: id, shares: offeredShares })), left);
    let handed = 0n;
    shares.forEach(({ offeredShares }, index) => {
      const line = wanting[index]!;
      const given = offeredShares < line.subscribedShares - line.allocatedShares ? offeredShares : line.subscribedShares - line.allocatedShares;
      line.allocatedShares += given;
      handed += given;
    });
    if (handed === 0n) break;
    left -= handed;
  }
  return { ...round, allocations };
};

/** Seed 001 section 5, "Allocation": no round may have negative remaining shares. */
export const allocationIssues = (rounds: readonly AllocationRound[]) =>
  rounds.flatMap((round, index) => (remainingIn(round) < 0n ? [{ path: ['allocationRounds', index], message: 'capitalIncrease.allocation.overAllocated', params: { remaining: remainingIn(round).toString() } }] : []));

/** Confirming needs every round fully allocated and none over-allocated (seed 001 section 4, "Share allocation"). */
export const canConfirmAllocation = (rounds: readonly AllocationRound[]): boolean => rounds.length > 0 && rounds.every(isFullyAllocated);
