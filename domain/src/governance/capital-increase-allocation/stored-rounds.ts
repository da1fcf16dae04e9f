import type { AllocationRound } from '../../register/capital-increase/allocation-rounds';

/** An allocation round as JSON holds it: share counts as digit strings. */
export type StoredRound = Omit<AllocationRound, 'minShares' | 'maxShares' | 'allocations'> & {
  minShares: string;
  maxShares: string;
  allocations: (Omit<AllocationRound['allocations'][number], 'offeredShares' | 'subscribedShares' | 'allocatedShares'> & {
    offeredShares: string;
    subscribedShares: string;
    allocatedShares: string;
  })[];
};

export const storedRound = (round: AllocationRound): StoredRound => ({
  ...round,
  minShares: round.minShares.toString(),
  maxShares: round.maxShares.toString(),
  allocations: round.allocations.map((line) => ({
    ...line,
    offeredShares: line.offeredShares.toString(),
    subscribedShares: line.subscribedShares.toString(),
    allocatedShares: line.allocatedShares.toString(),
  })),
});

export const roundOf = (stored: StoredRound): AllocationRound => ({
  ...stored,
  minShares: BigInt(stored.minShares),
  maxShares: BigInt(stored.maxShares),
  allocations: stored.allocations.map((line) => ({
    ...line,
    offeredShares: BigInt(line.offeredShares),
    subscribedShares: BigInt(line.subscribedShares),
    allocatedShares: BigInt(line.allocatedShares),
  })),
});
