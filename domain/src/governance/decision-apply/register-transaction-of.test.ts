import { describe, expect, it } from 'vitest';
import { DomainError } from '../../kernel/errors/domain-error';
import { registerTransactionOf, type ApplyFacts } from './register-transaction-of';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const ola = '00000000-0000-4000-8000-000000000001';
const kari = '00000000-0000-4000-8000-000000000002';
const holding = (shareTypeId: string, shares: string) => ({ shareTypeId, shares, votes: shares, shareNumbers: '' });

// 1,000 shares of class A at 10.00: Ola 600, Kari 400.
const facts: ApplyFacts = {
  organisationNumber: '912345678',
  currency: 'NOK',
  meetingDate: '2026-06-15',
  register: {
    totalShares: '1000',
    nominalValue: '10',
    rows: [
      { shareholderId: ola, holdings: [holding(A, '600')], totalShares: '600', totalVotes: '600', shareOfShares: '0.6', shareOfVotes: '0.6', sharePercent: '60', votePercent: '60', shareCapital: '6000' },
      { shareholderId: kari, holdings: [holding(A, '400')], totalShares: '400', totalVotes: '400', shareOfShares: '0.4', shareOfVotes: '0.4', sharePercent: '40', votePercent: '40', shareCapital: '4000' },
    ],
  },
};
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};

describe('registerTransactionOf', () => {
  it('pays a dividend of 2.00 per share of class A on the record date', () => {
    const { kind, input } = registerTransactionOf({ kind: 'PAY_DIVIDEND', recordDate: '2026-06-17', paymentDate: '2026-06-30', perClass: [{ shareClassId: A, amountPerShare: '2.00' }] }, facts);
    expect(kind).toBe('paydividend');
    expect(input).toMatchObject({ organizationnumber: '912345678', currency: 'NOK', amountsPerShare: [{ sharetypeId: A, amountPerShare: '2.00' }] });
    expect(input.transactionDate.slice(0, 10)).toBe('2026-06-17');
  });

  it('splits 1:5 on the effective date, and refuses a reverse split 3:1 that 400 and 600 do not divide by', () => {
    const { kind, input } = registerTransactionOf({ kind: 'SPLIT', from: '1', to: '5', effectiveDate: '2026-07-01' }, facts);
    expect(kind).toBe('sharesplit');
    expect(input).toMatchObject({ ratioFrom: 1n, ratioTo: 5n });
    expect(refusal(() => registerTransactionOf({ kind: 'REVERSE_SPLIT', from: '3', to: '1', effectiveDate: '2026-07-01' }, facts))).toBe('decisionApply.notWhole');
    expect(registerTransactionOf({ kind: 'REVERSE_SPLIT', from: '200', to: '1', effectiveDate: '2026-07-01' }, facts).kind).toBe('sharereversesplit');
  });

  it('gives a bonus issue of 5,000 as 500 new shares, 300 to Ola and 200 to Kari, pending registration', () => {
    const { kind, input } = registerTransactionOf({ kind: 'BONUS_ISSUE', amount: '5000', method: 'NEW_SHARES' }, facts);
    expect(kind).toBe('issue');
    expect(input).toMatchObject({ isBonusIssue: true, isPending: true, shareAllocation: [{ shareholderId: ola, numberOfShares: 300n }, { shareholderId: kari, numberOfShares: 200n }] });
    expect(refusal(() => registerTransactionOf({ kind: 'BONUS_ISSUE', amount: '10', method: 'NEW_SHARES' }, facts))).toBe('decisionApply.notWhole');
  });

  it('spreads a bonus issue or reduction by nominal value over every share to the øre', () => {
    expect(registerTransactionOf({ kind: 'BONUS_ISSUE', amount: '2500', method: 'NOMINAL_VALUE' }, facts).input).toMatchObject({ increaseInNominalValue: '2.50' });
    expect(registerTransactionOf({ kind: 'CAPITAL_REDUCTION', amount: '1000', method: 'NOMINAL_VALUE', purpose: 'x' }, facts).input).toMatchObject({ reductionInNominalValue: '1.00' });
    expect(refusal(() => registerTransactionOf({ kind: 'CAPITAL_REDUCTION', amount: '1', method: 'NOMINAL_VALUE', purpose: 'x' }, facts))).toBe('decisionApply.notWhole');
    expect(refusal(() => registerTransactionOf({ kind: 'CAPITAL_REDUCTION', amount: '1000', method: 'CANCEL_SHARES', purpose: 'x' }, facts))).toBe('decisionApply.notInRegister');
  });

  it('converts shares of a class one holder holds, and refuses a class spread over several holders', () => {
    const single = { ...facts, register: { ...facts.register, rows: [{ ...facts.register.rows[0]!, holdings: [holding(A, '600'), holding(B, '50')] }, facts.register.rows[1]!] } };
    expect(registerTransactionOf({ kind: 'SHARE_CONVERSION', fromShareClassId: B, toShareClassId: A, shares: '50' }, single).input).toMatchObject({ shareholderId: ola, numberOfShares: 50n });
    expect(refusal(() => registerTransactionOf({ kind: 'SHARE_CONVERSION', fromShareClassId: A, toShareClassId: B, shares: '50' }, facts))).toBe('decisionApply.notInRegister');
  });
});
