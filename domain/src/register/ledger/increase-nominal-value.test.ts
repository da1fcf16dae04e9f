import { describe, expect, it } from 'vitest';
import { increaseNominalValue } from './increase-nominal-value';
import { emptyRegister } from './register-state';
import { after, openedRegister } from '../../../testing/ledger-fixtures';

describe('increase of the nominal value', () => {
  it('raises 10 to 12.5; a pending increase applies all the same', () => {
    const transaction = increaseNominalValue(openedRegister(), { newNominalValue: '12.5', isPending: true });
    expect(transaction.isPending).toBe(true);
    expect(after(openedRegister(), transaction).nominalValue).toBe('12.5');
  });

  it.each([
    ['10', 'nominalValueNotIncreased'],
    ['9', 'nominalValueNotIncreased'],
    ['10.00001', 'invalidNominalValue'],
    ['-11', 'invalidNominalValue'],
  ])('refuses %s', (newNominalValue, expected) => expect(() => increaseNominalValue(openedRegister(), { newNominalValue })).toThrow(expected));

  it('needs a nominal value to increase', () =>
    expect(() => increaseNominalValue(emptyRegister(), { newNominalValue: '1' })).toThrow('nominalValueMissing'));
});
