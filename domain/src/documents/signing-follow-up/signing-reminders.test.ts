import { describe, expect, it } from 'vitest';
import { isReminderDue } from './signing-reminders';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 9));

describe('signing reminders', () => {
  it('are due three days after the email, then three days after each reminder', () => {
    expect(isReminderDue({ sentAt: day(0), resentAt: null, lastRemindedAt: null, now: day(2) })).toBe(false);
    expect(isReminderDue({ sentAt: day(0), resentAt: null, lastRemindedAt: null, now: day(3) })).toBe(true);
    expect(isReminderDue({ sentAt: day(0), resentAt: null, lastRemindedAt: day(3), now: day(5) })).toBe(false);
    expect(isReminderDue({ sentAt: day(0), resentAt: null, lastRemindedAt: day(3), now: day(6) })).toBe(true);
  });

  it('count from a resend, and stop thirty days after the request was sent', () => {
    expect(isReminderDue({ sentAt: day(0), resentAt: day(4), lastRemindedAt: day(3), now: day(6) })).toBe(false);
    expect(isReminderDue({ sentAt: day(0), resentAt: null, lastRemindedAt: day(27), now: day(31) })).toBe(false);
  });
});
