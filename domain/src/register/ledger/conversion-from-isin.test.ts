import { describe, expect, it } from 'vitest';
import { conversionFromIsin } from './conversion-from-isin';
import { after, openedRegister } from '../../../testing/ledger-fixtures';

describe('conversion from ISIN', () => {
  it('records the ISIN and changes nothing else', () => {
    const transaction = conversionFromIsin(openedRegister(), { isin: ' no0010096985 ' });
    expect(transaction.stateChanges).toEqual([{ kind: 'isinConversion', isin: 'NO0010096985' }]);
    expect(after(openedRegister(), transaction)).toEqual(openedRegister());
  });

  it.each(['NO001009698', '0010096985NO', 'NO001009698X'])('refuses %j', (isin) =>
    expect(() => conversionFromIsin(openedRegister(), { isin })).toThrow('invalidIsin'));
});
