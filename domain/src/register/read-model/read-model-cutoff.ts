/**
 * The instant the read model (holdings, holder totals, the head's facts) is built up to: the end of today (UTC),
 * the same end of day `register?date=` replays to. Entries dated after it are recorded but count from their date.
 */
export const readModelCutoff = (now = new Date()): Date => new Date(`${now.toISOString().slice(0, 10)}T23:59:59.999Z`);

/** Whether an entry of this date is counted by today's views. */
export const countsToday = (transactionDate: Date, now = new Date()): boolean => transactionDate <= readModelCutoff(now);
