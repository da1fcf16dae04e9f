import type { EffectiveEntry } from '../log/ledger-log';
import type { Rf1086Dividend } from './rf1086-forms';
import type { StatementChange, StatementDividend } from './statement-views';

type Named = (shareholderId: string) => string | null;

/** The price per share an entry was entered with: a transfer's `pricePerShare`, an issue's `sharePrice` for the holder and class. */
export const priceOf = (payload: Record<string, unknown> | undefined, shareholderId: string, shareTypeId: string): string | null => {
  if (!payload) return null;
  if (typeof payload.pricePerShare === 'string') return payload.pricePerShare;
  const allocation = Array.isArray(payload.shareAllocation) ? (payload.shareAllocation as Record<string, unknown>[]) : [];
  const row = allocation.find((candidate) => candidate.shareholderId === shareholderId && candidate.sharetypeId === shareTypeId);
  return typeof row?.sharePrice === 'string' ? row.sharePrice : null;
};

/**
 * Every holder's net change per class in each entry of the year, in date order (an entry that moves no holder's
 * shares, a dividend or a nominal value change, gives no row), every dividend paid to a holder, and each dividend
 * with its amount per share of each class (`classDividends`, for the RF-1086 forms).
 */
export const statementChanges = (entries: readonly EffectiveEntry[], payloads: ReadonlyMap<string, Record<string, unknown>>, named: Named) => {
  const ordered = [...entries].sort((a, b) => a.transactionDate.getTime() - b.transactionDate.getTime() || a.sequence - b.sequence);
  const changes: StatementChange[] = [];
  const dividends: StatementDividend[] = [];
  const classDividends: Rf1086Dividend[] = [];
  for (const entry of ordered) {
    const net = new Map<string, { shareholderId: string; shareTypeId: string; change: bigint }>();
    for (const posting of entry.postings) {
      if (posting.account.kind !== 'HOLDER') continue;
      const key = `${posting.account.shareholderId}:${posting.shareClassId}`;
      const row = net.get(key) ?? { shareholderId: posting.account.shareholderId, shareTypeId: posting.shareClassId, change: 0n };
      row.change += posting.quantity;
      net.set(key, row);
    }
    for (const row of net.values())
      if (row.change !== 0n)
        changes.push({
          entryId: entry.id,
          transactionType: entry.type,
          transactionDate: entry.transactionDate.toISOString(),
          shareTypeId: row.shareTypeId,
          shareholderId: row.shareholderId,
          name: named(row.shareholderId),
          change: row.change.toString(),
          pricePerShare: priceOf(payloads.get(entry.id), row.shareholderId, row.shareTypeId),
        });
    for (const change of entry.stateChanges) {
      if (change.kind !== 'dividend') continue;
      const transactionDate = entry.transactionDate.toISOString();
      for (const payment of change.payments) dividends.push({ entryId: entry.id, transactionDate, shareholderId: payment.shareholderId, name: named(payment.shareholderId), amount: payment.amount });
      classDividends.push({
        entryId: entry.id,
        transactionDate,
        amountsPerShare: change.amountsPerShare.map(({ shareClassId, amountPerShare }) => ({ shareTypeId: shareClassId, amountPerShare })),
        payments: change.payments.map(({ shareholderId, amount }) => ({ shareholderId, amount })),
      });
    }
  }
  return { changes, dividends, classDividends };
};
