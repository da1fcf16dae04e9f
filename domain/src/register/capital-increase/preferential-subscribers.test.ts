import { describe, expect, it } from 'vitest';
import { registerWithShares } from '../../../testing/capital-increase-fixtures';
import type { TShareIssueProperties } from './capital-increase.schemas';
import { preferentialSubscribersFor } from './preferential-subscribers';
import { applyQuickSetup } from './quick-setup';

const holdings = [
  { shareholderId: 'h-anne', shares: 3n },
  { shareholderId: 'h-bjorn', shares: 7n },
  { shareholderId: 'h-cato', shares: 10n },
  { shareholderId: 'h-dina', shares: 1n },
];
const contacts: Record<string, { name: string; email: string | null; isCompany: boolean }> = {
  'h-anne': { name: 'Anne Holm', email: 'anne@example.no', isCompany: false },
  'h-bjorn': { name: 'Bjørn Dahl', email: null, isCompany: false },
  'h-cato': { name: 'Cato Invest AS', email: 'post@cato.no', isCompany: true },
  'h-dina': { name: 'Dina Lie', email: 'dina@example.no', isCompany: false },
};

const issueOf = (numberOfShares: string): TShareIssueProperties => {
  const properties = applyQuickSetup('CASH_PREFERENTIAL_RIGHTS', registerWithShares, '2026-11-28').properties as TShareIssueProperties;
  properties.shareIssuePerShareTypes[0]!.issueMode = { type: 'fixed', numberOfShares };
  return properties;
};
const list = (properties: TShareIssueProperties) => preferentialSubscribersFor(properties, () => holdings, (id) => contacts[id]);
const offers = (properties: TShareIssueProperties) => list(properties).map(({ name, email, subscriptions }) => [name, email, subscriptions[0]!.numberOfShares]);

describe('the subscribers of a preferential issue (seed 001 section 9)', () => {
  it('offers 7 new shares to holders of 3, 7, 10 and 1 as 1, 2 and 4 by largest remainder, and leaves out the holder offered none', () =>
    // 3×7/21 = 1, 7×7/21 = 2.33, 10×7/21 = 3.33, 1×7/21 = 0.33: 6 rounded down, the last share to the largest fraction (3.33, the larger holding).
    expect(offers(issueOf('7'))).toEqual([
      ['Anne Holm', 'anne@example.no', '1'],
      ['Bjørn Dahl', '', '2'],
      ['Cato Invest AS', 'post@cato.no', '4'],
    ]));

  it('offers the most shares of an interval', () => {
    const properties = issueOf('0');
    properties.shareIssuePerShareTypes[0]!.issueMode = { type: 'interval', from: '10', to: '21' };
    expect(offers(properties).map(([, , shares]) => shares)).toEqual(['3', '7', '10', '1']);
  });

  it('keeps an email typed for a holder when the list is refreshed after the count changed', () => {
    const properties = issueOf('7');
    properties.preferentialIssueSubscribers = list(properties).map((subscriber) => (subscriber.name === 'Bjørn Dahl' ? { ...subscriber, email: 'bjorn@example.no' } : subscriber));
    const before = properties.preferentialIssueSubscribers.find(({ name }) => name === 'Bjørn Dahl')!;
    properties.shareIssuePerShareTypes[0]!.issueMode = { type: 'fixed', numberOfShares: '21' };
    const after = list(properties).find(({ name }) => name === 'Bjørn Dahl')!;
    expect(after).toMatchObject({ subscriberid: before.subscriberid, email: 'bjorn@example.no', isExisting: true, shareholderId: 'h-bjorn' });
    expect(after.subscriptions[0]).toMatchObject({ id: before.subscriptions[0]!.id, numberOfShares: '7' });
  });

  it('lists nobody when no shares are issued yet', () => expect(list(issueOf(''))).toEqual([]));
});
