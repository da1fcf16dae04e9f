import { describe, expect, it } from 'vitest';
import { arStatus, lastFullYear, statementDeadline } from './ar-status';

describe('arStatus', () => {
  it('is due 31 January of the next year', () => {
    expect(statementDeadline(2025)).toBe('2026-01-31');
    expect(lastFullYear(new Date('2026-01-05T00:00:00Z'))).toBe(2025);
  });

  it('is NotSent up to and on the deadline, Overdue after it, Sent once filed', () => {
    expect(arStatus({ year: 2025, sentAt: null, now: new Date('2026-01-31T23:59:59Z') })).toBe('NotSent');
    expect(arStatus({ year: 2025, sentAt: null, now: new Date('2026-02-01T00:00:00Z') })).toBe('Overdue');
    expect(arStatus({ year: 2025, sentAt: new Date('2026-03-01T00:00:00Z'), now: new Date('2026-04-01T00:00:00Z') })).toBe('Sent');
  });
});
