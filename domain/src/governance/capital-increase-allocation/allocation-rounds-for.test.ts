import { describe, expect, it } from 'vitest';
import { canConfirmAllocation, proposeAllocation, remainingIn } from '../../register/capital-increase/allocation-rounds';
import { emptyCapitalIncrease, ZShareIssuePropertiesSchema, ZSubscriberSchema } from '../../register/capital-increase/capital-increase.schemas';
import { allocationRoundsFor, offersUnchanged, withSavedAllocation } from './allocation-rounds-for';
import { subscribedShares } from './subscribed-shares';

const subscriber = (subscriberid: string, shareholderId: string | null, numberOfShares: string) =>
  ZSubscriberSchema.parse({ subscriberid, shareholderId, name: subscriberid, subscriptions: [{ id: `${subscriberid}-a`, sharetypeId: 'class-a', numberOfShares, subscriptionPrice: null }] });
const holderId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const formWith = (preferentialRight: boolean, subscribers: ReturnType<typeof subscriber>[]) => ({
  ...emptyCapitalIncrease(),
  properties: ZShareIssuePropertiesSchema.parse({
    type: 'shareIssue',
    preferentialRight,
    preferentialRightOversubscribe: true,
    shareIssuePerShareTypes: [{ sharetypeId: 'class-a', sharetypeCode: 'A', sharePrice: '10', issueMode: { type: 'fixed', numberOfShares: '7' } }],
    subscribers,
  }),
});
// Holders of 3, 7 and 10 shares (20 in all).
const holdings = [
  { shareholderId: holderId(1), shares: 3n },
  { shareholderId: holderId(2), shares: 7n },
  { shareholderId: holderId(3), shares: 10n },
];
const holders = () => ({ holdings, names: new Map([[holderId(3), 'Cecilie']]) });
const shares = (round: { allocations: { id: string; offeredShares: bigint; allocatedShares: bigint }[] }, key: 'offeredShares' | 'allocatedShares') =>
  Object.fromEntries(round.allocations.map((line) => [line.id, Number(line[key])]));

describe('allocation rounds of a decision (seed 001 sections 3, 9)', () => {
  const form = formWith(true, [subscriber('anne', holderId(1), '1'), subscriber('bjorn', holderId(2), '4'), subscriber('dag', null, '5')]);

  it('offers 7 new shares to holders of 3, 7 and 10 as 1, 2 and 4: 1.05, 2.45 and 3.5 rounded down, the one left to the largest fraction (.5)', () => {
    const [round] = allocationRoundsFor(form, subscribedShares(form), holders);
    expect(round).toMatchObject({ id: 'class-a', roundNumber: 1, minShares: 7n, maxShares: 7n });
    expect(shares(round!, 'offeredShares')).toEqual({ anne: 1, bjorn: 2, [`holder:${holderId(3)}`]: 4, dag: 0 });
    expect(round!.allocations.find((line) => line.shareholderId === holderId(3))).toMatchObject({ name: 'Cecilie', subscribedShares: 0n });
  });

  it('proposes the subscriptions up to the offers, over-subscription to Bjørn; two shares stay for the external subscriber', () => {
    const [round] = allocationRoundsFor(form, subscribedShares(form), holders);
    const proposed = proposeAllocation(round!, { oversubscription: true });
    expect(shares(proposed, 'allocatedShares')).toEqual({ anne: 1, bjorn: 4, [`holder:${holderId(3)}`]: 0, dag: 0 });
    expect(remainingIn(proposed)).toBe(2n);
    expect(canConfirmAllocation([proposed])).toBe(false);
    const completed = withSavedAllocation([proposed], [{ id: 'class-a', isCompleted: true, allocations: [...proposed.allocations, { id: 'dag', allocatedShares: 2n }] }]);
    expect(canConfirmAllocation(completed)).toBe(true);
  });

  it('sees a moved register: a transfer from Cecilie to Anne changes the offers', () => {
    const [before] = allocationRoundsFor(form, subscribedShares(form), holders);
    const moved = () => ({ holdings: [{ shareholderId: holderId(1), shares: 8n }, holdings[1]!, { shareholderId: holderId(3), shares: 5n }], names: new Map() });
    expect(offersUnchanged([before!], allocationRoundsFor(form, subscribedShares(form), holders))).toBe(true);
    expect(offersUnchanged([before!], allocationRoundsFor(form, subscribedShares(form), moved))).toBe(false);
  });

  it('offers a private placement what each subscribed, at the class price', () => {
    const placement = formWith(false, [subscriber('kari', null, '3'), subscriber('ola', null, '4'), subscriber('per', null, '0')]);
    const [round] = allocationRoundsFor(placement, subscribedShares(placement), () => ({ holdings, names: new Map() }));
    expect(shares(round!, 'offeredShares')).toEqual({ kari: 3, ola: 4 });
    expect(round!.allocations[0]!.subscriptionPrice).toBe('10');
    expect(canConfirmAllocation([proposeAllocation(round!, { oversubscription: false })])).toBe(true);
  });
});
