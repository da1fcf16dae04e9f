import { describe, expect, it } from 'vitest';
import { groupContribution } from './group-contribution';
import { after, openedRegister } from '../../../testing/ledger-fixtures';

describe('group contribution', () => {
  it('records the amount and changes nothing else', () => {
    const transaction = groupContribution(openedRegister(), { amount: '250000.50', counterparty: ' 999888777 ' });
    expect(transaction).toEqual({ postings: [], stateChanges: [{ kind: 'groupContribution', amount: '250000.5', counterparty: '999888777' }] });
    expect(after(openedRegister(), transaction)).toEqual(openedRegister());
  });

  it('refuses 0 and malformed amounts', () => {
    expect(() => groupContribution(openedRegister(), { amount: '0' })).toThrow('noAmount');
    expect(() => groupContribution(openedRegister(), { amount: '1,5' })).toThrow('invalidAmount');
  });
});
