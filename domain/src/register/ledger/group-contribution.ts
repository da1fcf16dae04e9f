import { parseDecimal } from './decimal';
import { LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import { assertNotLiquidated, type RegisterState } from './register-state';

export type GroupContributionCommand = { amount: string; counterparty?: string };

/**
 * GROUP_CONTRIBUTION (konsernbidrag), record-only: a positive amount, with the other group company if known.
 * It moves no shares and changes no register state; it is in the log so the company's history is complete.
 */
export const groupContribution = (state: RegisterState, command: GroupContributionCommand): LedgerTransaction => {
  assertNotLiquidated(state);
  const amount = parseDecimal(command.amount, 'invalidAmount');
  if (amount.isZero()) throw new LedgerError('noAmount');
  return {
    postings: [],
    stateChanges: [{ kind: 'groupContribution', amount: amount.toFixed(), counterparty: command.counterparty?.trim() || null }],
  };
};
