import { describe, expect, it } from 'vitest';
import { allocationIssues, canConfirmAllocation, proposeAllocation, remainingIn, type AllocationRound } from './allocation-rounds';

const round = (maxShares: number, lines: [id: string, offered: number, subscribed: number, allocated?: number][], minShares = maxShares): AllocationRound => ({
  id: 'r1',
  roundNumber: 1,
  sharetypeId: 'class-a',
  shareTypeCode: 'A',
  minShares: BigInt(minShares),
  maxShares: BigInt(maxShares),
  isCompleted: false,
  allocations: lines.map(([id, offered, subscribed, allocated = 0]) => ({
    id,
    subscriberId: id,
    shareholderId: id,
    name: id,
    offeredShares: BigInt(offered),
    subscribedShares: BigInt(subscribed),
    allocatedShares: BigInt(allocated),
    subscriptionPrice: '1',
  })),
});
const allocated = (r: AllocationRound) => Object.fromEntries(r.allocations.map(({ id, allocatedShares }) => [id, Number(allocatedShares)]));

describe('allocation rounds (seed 001 sections 3-5)', () => {
  const offered: [string, number, number][] = [['anne', 4, 4], ['bjørn', 2, 5], ['cecilie', 1, 0]];

  it('gives each what it subscribed up to its offer; without over-subscription one share stays unallocated', () => {
    const proposed = proposeAllocation(round(7, offered), { oversubscription: false });
    expect(allocated(proposed)).toEqual({ anne: 4, bjørn: 2, cecilie: 0 });
    expect(remainingIn(proposed)).toBe(1n);
    expect(canConfirmAllocation([proposed])).toBe(false);
  });

  it('with over-subscription hands the share Cecilie left to Bjørn, who asked for more', () => {
    const proposed = proposeAllocation(round(7, offered), { oversubscription: true });
    expect(allocated(proposed)).toEqual({ anne: 4, bjørn: 3, cecilie: 0 });
    expect(canConfirmAllocation([proposed])).toBe(true);
  });

  it('shares the excess in proportion to the offers, capped at what each subscribed', () => {
    // 12 issued, offers 6/4/2; Cecilie takes none, so 2 are left for Anne (wants 2 more) and Bjørn (wants 10 more): 6:4
    // gives 1.2 and 0.8 → 1 and 0, the remainder to Bjørn's .8 → 1 and 1.
    expect(allocated(proposeAllocation(round(12, [['anne', 6, 8], ['bjørn', 4, 14], ['cecilie', 2, 0]]), { oversubscription: true }))).toEqual({ anne: 7, bjørn: 5, cecilie: 0 });
    // 30 issued, offers 10 each; Carl takes none, Anne wants 1 more, Bjørn 20 more: of the 10 left 5 and 5, Anne
    // capped at 1; the next pass gives the 4 still left to Bjørn.
    expect(allocated(proposeAllocation(round(30, [['anne', 10, 11], ['bjørn', 10, 30], ['carl', 10, 0]]), { oversubscription: true }))).toEqual({ anne: 11, bjørn: 19, carl: 0 });
  });

  it('confirms only when every round is fully allocated and none over-allocated', () => {
    const full = round(7, [['anne', 4, 4, 4], ['bjørn', 3, 3, 3]]);
    const over = round(7, [['anne', 4, 4, 5], ['bjørn', 3, 3, 3]]);
    expect(canConfirmAllocation([full])).toBe(true);
    expect(canConfirmAllocation([full, over])).toBe(false);
    expect(canConfirmAllocation([])).toBe(false);
    expect(allocationIssues([full, over])).toEqual([{ path: ['allocationRounds', 1], message: 'capitalIncrease.allocation.overAllocated', params: { remaining: '-1' } }]);
  });

  it('an interval round is fully allocated from its minimum', () => {
    expect(canConfirmAllocation([round(10, [['anne', 10, 6, 6]], 5)])).toBe(true);
    expect(canConfirmAllocation([round(10, [['anne', 10, 4, 4]], 5)])).toBe(false);
  });
});
