import { LedgerError } from './ledger-error';
import type { LedgerTransaction } from './ledger-transaction';
import type { RegisterState } from './register-state';
import { resplit, type SplitRatio } from './resplit';

export type SplitCommand = { ratio: SplitRatio };

/** SPLIT, e.g. 1:10: more shares of a smaller nominal value (rules in `resplit`). */
export const split = (state: RegisterState, { ratio }: SplitCommand): LedgerTransaction => {
  if (ratio.from < 1n || ratio.to <= ratio.from) throw new LedgerError('illegalSplitRatio');
  return resplit(state, ratio);
};
