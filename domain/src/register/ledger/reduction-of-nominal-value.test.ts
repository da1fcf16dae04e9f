import { describe, expect, it } from 'vitest';
import { reductionOfNominalValue } from './reduction-of-nominal-value';
import { after, openedRegister } from '../../../testing/ledger-fixtures';

describe('reduction of the nominal value', () => {
  it('lowers 10 to 0.0001', () =>
    expect(after(openedRegister(), reductionOfNominalValue(openedRegister(), { newNominalValue: '0.0001' })).nominalValue).toBe('0.0001'));

  it.each([
    ['0', 'nominalValueError'],
    ['10', 'nominalValueNotReduced'],
    ['11', 'nominalValueNotReduced'],
    ['0.00001', 'invalidNominalValue'],
  ])('refuses %s', (newNominalValue, expected) => expect(() => reductionOfNominalValue(openedRegister(), { newNominalValue })).toThrow(expected));
});
