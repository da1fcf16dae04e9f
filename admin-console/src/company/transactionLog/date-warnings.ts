import type { LogEntry } from './useTransactionLog';

export type DateWarning = { messageKey: string; severity: 'error' | 'warning' | 'info'; params?: Record<string, number> };

/** A bare date is recorded at 12:00 UTC, as the server reads it. */
const recordedAt = (date: string) => new Date(`${date}T12:00:00Z`).getTime();

/**
 * The seed's transaction-date messages for a date about to be entered: another entry at that time
 * (refused by the server), a future date, and how many entries come later (the register is replayed).
 */
export const dateWarnings = (date: string, log: readonly LogEntry[], today: string, ignoreId?: string): DateWarning[] => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  const at = recordedAt(date);
  const others = log.filter((entry) => entry.id !== ignoreId);
  const later = others.filter((entry) => new Date(entry.transactionDate).getTime() > at).length;
  return [
    ...(others.some((entry) => new Date(entry.transactionDate).getTime() === at) ? [{ messageKey: 'existing-transaction-on-date', severity: 'error' as const }] : []),
    ...(date > today ? [{ messageKey: 'warning-future-transaction', severity: 'warning' as const }] : []),
    ...(later > 0 ? [{ messageKey: 'transactions.laterTransactions', severity: 'info' as const, params: { count: later } }] : []),
  ];
};

/** Today as YYYY-MM-DD in the browser's time zone. */
export const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
