import { describe, expect, it } from 'vitest';
import { cancellationOfShares } from './cancellation-of-shares';
import { issue, type IssueCommand } from './issue';
import { liquidation } from './liquidation';
import { emptyRegister } from './register-state';
import { after, numbersOf, openedRegister } from '../../../testing/ledger-fixtures';

const line = (numberOfShares: bigint, sharePrice: string, shareholderId = 'dave', shareClassId = 'A') => ({
  shareholderId,
  shareClassId,
  numberOfShares,
  sharePrice,
});
const refusal = (command: IssueCommand, state = openedRegister()) => {
  try {
    issue(state, command);
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'accepted';
};

describe('issue', () => {
  it('numbers new shares after the highest: 200 exist, 30 for dave and 20 for erin become 201-230 and 231-250', () => {
    const transaction = issue(openedRegister(), { lines: [line(30n, '12.5'), line(20n, '10', 'erin', 'B')] });
    const state = after(openedRegister(), transaction);
    expect(numbersOf(state, 'dave', 'A')).toBe('201-230');
    expect(numbersOf(state, 'erin', 'B')).toBe('231-250');
    expect(state.highestShareNumber).toBe(250n);
    expect(transaction.isPending).toBe(false);
  });

  it('does not reuse the numbers of cancelled shares', () => {
    const cancelled = after(openedRegister(), cancellationOfShares(openedRegister(), { shareholderId: 'carol', shareClassId: 'B', numberOfShares: 50n }));
    expect(numbersOf(after(cancelled, issue(cancelled, { lines: [line(1n, '10')] })), 'dave', 'A')).toBe('201');
  });

  it('counts pending shares but says they are pending', () => {
    const transaction = issue(openedRegister(), { lines: [line(5n, '10')], isPending: true });
    expect(transaction.isPending).toBe(true);
    expect(numbersOf(after(openedRegister(), transaction), 'dave', 'A')).toBe('201-205');
  });

  it('creates a class the issue introduces', () => {
    const state = after(
      openedRegister(),
      issue(openedRegister(), { lines: [line(5n, '10', 'dave', 'P')], shareClasses: [{ shareClassId: 'P', votesPerShare: '0' }] }),
    );
    expect(state.shareClasses.P?.votesPerShare).toBe('0');
  });

  it('allows a price of 0 in a bonus issue only', () => {
    expect(refusal({ lines: [line(10n, '0')], isBonusIssue: true })).toBe('accepted');
    expect(refusal({ lines: [line(10n, '0')] })).toBe('greater-than-nominal');
    expect(refusal({ lines: [line(10n, '9.9999')], increaseType: 'debtConversion' })).toBe('greater-than-nominal');
  });

  it('sets the nominal value of a company without shares', () => {
    const state = after(
      emptyRegister(),
      issue(emptyRegister(), { lines: [line(100n, '1')], shareNominalValue: '1', shareClasses: [{ shareClassId: 'A', votesPerShare: '1' }] }),
    );
    expect(state.nominalValue).toBe('1');
    expect(numbersOf(state, 'dave', 'A')).toBe('1-100');
  });

  it.each<[string, IssueCommand, string]>([
    ['no shares', { lines: [line(0n, '10')] }, 'noShareIssueError'],
    ['a negative count', { lines: [line(-1n, '10')] }, 'invalidNumberOfShares'],
    ['a price below the nominal value of 10', { lines: [line(1n, '9.99')] }, 'greater-than-nominal'],
    ['a malformed price', { lines: [line(1n, '1e3')] }, 'invalidSharePrice'],
    ['an unknown class', { lines: [line(1n, '10', 'dave', 'Z')] }, 'unknownShareClass'],
    ['a nominal value while shares exist', { lines: [line(1n, '10')], shareNominalValue: '5' }, 'nominalValueAlreadySet'],
  ])('refuses %s', (_, command, expected) => expect(refusal(command)).toBe(expected));

  it('refuses an issue without a nominal value, or with nominal value 0', () => {
    expect(refusal({ lines: [line(1n, '1')] }, emptyRegister())).toBe('nominalValueMissing');
    expect(refusal({ lines: [line(1n, '1')], shareNominalValue: '0', shareClasses: [{ shareClassId: 'A', votesPerShare: '1' }] }, emptyRegister())).toBe(
      'nominalValueError',
    );
  });

  it('refuses an issue after liquidation', () => {
    const closed = after(openedRegister(), liquidation(openedRegister()));
    expect(refusal({ lines: [line(1n, '10')] }, closed)).toBe('companyLiquidated');
  });
});
