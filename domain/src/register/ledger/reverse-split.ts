import { LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import type { RegisterState } from './register-state';
import { resplit, type SplitRatio } from './resplit';

export type ReverseSplitCommand = { ratio: SplitRatio };

/** REVERSE_SPLIT, e.g. 10:1: fewer shares of a larger nominal value; every holding must divide evenly (rules in `resplit`). */
export const reverseSplit = (state: RegisterState, { ratio }: ReverseSplitCommand): LedgerTransaction => {
  if (ratio.to < 1n || ratio.from <= ratio.to) throw new LedgerError('illegalSplitRatio');
  return resplit(state, ratio);
};
