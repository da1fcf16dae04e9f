import { describe, expect, it } from 'vitest';
import { registerView } from './holdings';
import { incorporation } from './incorporation';
import { emptyRegister } from './register-state';
import { after, numbersOf } from '../../../testing/ledger-fixtures';

const founders = (nominalValue: string) => ({
  nominalValue,
  shareClasses: [{ shareClassId: 'A', votesPerShare: '1' }],
  allocations: [
    { shareholderId: 'alice', shareClassId: 'A', numberOfShares: 15_000n },
    { shareholderId: 'bob', shareClassId: 'A', numberOfShares: 15_000n },
  ],
});

describe('incorporation', () => {
  it('gives 30 000 shares of nominal 1 to the founders: share capital 30 000', () => {
    const state = after(emptyRegister(), incorporation(emptyRegister(), founders('1')));
    expect(numbersOf(state, 'bob', 'A')).toBe('15001-30000');
    expect(registerView(state).shareCapital).toBe('30000');
  });

  it('needs a positive nominal value', () => expect(() => incorporation(emptyRegister(), founders('0'))).toThrow('nominalValueError'));
});
