// Preferential allocation and an over-subscribed allocation round for 10,000 existing holders of one class (seed 001
// section 9: in proportion to holdings, rounded down, the remainder by largest fraction). Target: each under 100 ms.
import { preferentialAllocation, proposeAllocation, canConfirmAllocation, type AllocationRound } from '@andel/domain/shared';
import { summarize } from './stats';

const holders = 10_000;
let seed = 42;
const random = () => (seed = (seed * 48_271) % 2_147_483_647);
const holdings = Array.from({ length: holders }, (_, i) => ({ shareholderId: `holder-${String(i).padStart(5, '0')}`, shares: BigInt(1 + (random() % 50_000)) }));
const issued = 10_000_000n;

const timings: number[] = [];
const roundTimings: number[] = [];
for (let run = 0; run < 20; run++) {
  let start = performance.now();
  const offers = preferentialAllocation(holdings, issued);
  timings.push(performance.now() - start);
  const round: AllocationRound = {
    id: 'round-1',
    roundNumber: 1,
    sharetypeId: 'class-a',
    shareTypeCode: 'A',
    minShares: issued,
    maxShares: issued,
    isCompleted: false,
    // A third take their offer, a third take none, a third ask for three times theirs.
    allocations: offers.map(({ shareholderId, offeredShares }, i) => ({
      id: shareholderId,
      subscriberId: shareholderId,
      shareholderId,
      name: shareholderId,
      offeredShares,
      subscribedShares: [offeredShares, 0n, offeredShares * 3n][i % 3]!,
      allocatedShares: 0n,
      subscriptionPrice: '1',
    })),
  };
  start = performance.now();
  const proposed = proposeAllocation(round, { oversubscription: true });
  if (!canConfirmAllocation([proposed])) throw new Error('the over-subscribed round should be fully allocated');
  roundTimings.push(performance.now() - start);
}
console.log(`preferential allocation, ${holders} holders, ${issued} shares:`, summarize(timings));
console.log(`over-subscribed allocation round, ${holders} subscribers:`, summarize(roundTimings));
