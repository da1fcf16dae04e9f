import Decimal from 'decimal.js';
import { Dec, decimalOf, parseDecimal } from './decimal';
import { LedgerError } from './ledger-error';
import type { DividendPayment, LedgerTransaction } from './ledger-transaction';
import { assertNotLiquidated, type RegisterState } from './register-state';
import { assertKnownShareClass } from './share-classes';
import { countShares } from './share-number-intervals';

export type PayDividendCommand = { amountsPerShare: readonly { shareClassId: string; amountPerShare: string }[] };

/**
 * PAY_DIVIDEND, record-only: an amount per share per class gives each holder an exact amount (shares ×
 * amount, summed over classes) and a payable amount rounded DOWN to 2 decimals, once per holder. Rounding down
 * means the total paid never exceeds what the general meeting resolved; the difference stays with the company.
 */
export const payDividend = (state: RegisterState, command: PayDividendCommand): LedgerTransaction => {
  assertNotLiquidated(state);
  const perClass = new Map<string, Decimal>();
  for (const { shareClassId, amountPerShare } of command.amountsPerShare) {
    assertKnownShareClass(state, shareClassId);
    if (perClass.has(shareClassId)) throw new LedgerError('invalidAmount', { shareClassId });
    perClass.set(shareClassId, parseDecimal(amountPerShare, 'invalidAmount'));
  }
  const exact = new Map<string, Decimal>();
  for (const [shareClassId, amount] of perClass)
    for (const [shareholderId, intervals] of state.shareClasses[shareClassId]!.holdings)
      exact.set(shareholderId, (exact.get(shareholderId) ?? new Dec(0)).plus(amount.times(decimalOf(countShares(intervals)))));
  const payments: DividendPayment[] = [...exact]
    .filter(([, amount]) => amount.greaterThan(0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([shareholderId, amount]) => ({ shareholderId, exactAmount: amount.toFixed(), amount: amount.toFixed(2, Decimal.ROUND_DOWN) }));
  if (payments.length === 0) throw new LedgerError('noAmount');
  const sum = (values: string[]) => values.reduce((total, value) => total.plus(value), new Dec(0));
  return {
    postings: [],
    stateChanges: [
      {
        kind: 'dividend',
        amountsPerShare: [...perClass].map(([shareClassId, amount]) => ({ shareClassId, amountPerShare: amount.toFixed() })),
        payments,
        exactTotal: sum(payments.map((payment) => payment.exactAmount)).toFixed(),
        total: sum(payments.map((payment) => payment.amount)).toFixed(2),
      },
    ],
  };
};
