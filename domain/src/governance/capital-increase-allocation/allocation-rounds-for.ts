import type { Allocation, AllocationRound } from '../../register/capital-increase/allocation-rounds';
import type { TCapitalIncrease, TIssueMode } from '../../register/capital-increase/capital-increase.schemas';
import { preferentialAllocation, type PreferentialHolding } from '../../register/capital-increase/preferential-allocation';
import type { SubscribedLine } from './subscribed-shares';

/** A class's current holders: the weights of its preferential offer, and their names. */
export type ClassHolders = { holdings: PreferentialHolding[]; names: ReadonlyMap<string, string> };

const count = (typed: string | null): bigint => (typed !== null && /^\d+$/.test(typed) ? BigInt(typed) : 0n);
const boundsOf = (mode: TIssueMode): [bigint, bigint] => (mode.type === 'fixed' ? [count(mode.numberOfShares), count(mode.numberOfShares)] : [count(mode.from), count(mode.to)]);

const lineOf = (subscribed: SubscribedLine, offeredShares: bigint, price: string): Allocation => ({
  id: subscribed.subscriber.subscriberid,
  subscriberId: subscribed.subscriber.subscriberid,
  shareholderId: subscribed.subscriber.shareholderId,
  name: subscribed.subscriber.name,
  offeredShares,
  subscribedShares: subscribed.numberOfShares,
  allocatedShares: 0n,
  subscriptionPrice: subscribed.subscriptionPrice || price,
});

/**
 * A preferential round: every current holder of the class is offered shares in proportion to its holding (seed 001
 * section 9), whether it subscribed or not; subscribers who hold none of the class are offered none.
 */
const preferentialLines = (lines: SubscribedLine[], { holdings, names }: ClassHolders, issued: bigint, price: string): Allocation[] => {
  const byHolder = new Map(lines.filter((line) => line.subscriber.shareholderId).map((line) => [line.subscriber.shareholderId!, line]));
  const offers = preferentialAllocation(holdings, issued);
  const holders = offers.map(({ shareholderId, offeredShares }) => {
    const subscribed = byHolder.get(shareholderId);
    if (subscribed) return lineOf(subscribed, offeredShares, price);
    const name = names.get(shareholderId) ?? '';
    return { id: `holder:${shareholderId}`, subscriberId: `holder:${shareholderId}`, shareholderId, name, offeredShares, subscribedShares: 0n, allocatedShares: 0n, subscriptionPrice: price };
  });
  const held = new Set(offers.map(({ shareholderId }) => shareholderId));
  return [...holders, ...lines.filter((line) => !line.subscriber.shareholderId || !held.has(line.subscriber.shareholderId)).map((line) => lineOf(line, 0n, price))];
};

/**
 * The decision's allocation rounds as the form and the register stand: one round per issued class, its minimum and
 * maximum from the issue mode, a line per subscriber (and, with preferential right, per holder of the class), nothing
 * allocated yet. Without preferential right each subscriber is offered what it subscribed.
 */
export const allocationRoundsFor = (form: TCapitalIncrease, subscribed: readonly SubscribedLine[], holdersOf: (sharetypeId: string) => ClassHolders): AllocationRound[] => {
  const properties = form.properties;
  if (properties?.type !== 'shareIssue') return [];
  return properties.shareIssuePerShareTypes.map((perClass, index) => {
    const [minShares, maxShares] = boundsOf(perClass.issueMode);
    const price = perClass.sharePrice ?? '0';
    const lines = subscribed.filter((line) => line.sharetypeId === perClass.sharetypeId);
    const allocations =
      properties.preferentialRight === true
        ? preferentialLines(lines, holdersOf(perClass.sharetypeId), maxShares, price)
        : lines.filter((line) => line.numberOfShares > 0n).map((line) => lineOf(line, line.numberOfShares, price));
    return { id: perClass.sharetypeId, roundNumber: index + 1, sharetypeId: perClass.sharetypeId, shareTypeCode: perClass.sharetypeCode ?? '', minShares, maxShares, isCompleted: false, allocations };
  });
};

/** What a save keeps of a round: each line's allocated shares and the completed flag. */
export type SavedRound = { id: string; isCompleted: boolean; allocations: readonly { id: string; allocatedShares: bigint }[] };

/** The fresh rounds with what was saved, matched by id. */
export const withSavedAllocation = (fresh: readonly AllocationRound[], saved: readonly SavedRound[]): AllocationRound[] =>
  fresh.map((round) => {
    const stored = saved.find(({ id }) => id === round.id);
    if (!stored) return round;
    const allocated = new Map(stored.allocations.map(({ id, allocatedShares }) => [id, allocatedShares]));
    return { ...round, isCompleted: stored.isCompleted, allocations: round.allocations.map((line) => ({ ...line, allocatedShares: allocated.get(line.id) ?? 0n })) };
  });

const offerKey = (round: AllocationRound) =>
  [round.id, round.minShares, round.maxShares, ...round.allocations.map((line) => `${line.id}|${line.shareholderId}|${line.offeredShares}|${line.subscribedShares}|${line.subscriptionPrice}`).sort()].join(';');

/** Whether the confirmed rounds still offer what the form and the register offer today (a transfer moves a preferential offer). */
export const offersUnchanged = (confirmed: readonly AllocationRound[], fresh: readonly AllocationRound[]): boolean =>
  confirmed.length === fresh.length && confirmed.every((round, index) => offerKey(round) === offerKey(fresh[index]!));
