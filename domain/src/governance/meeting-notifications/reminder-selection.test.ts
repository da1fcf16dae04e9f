import { describe, expect, it } from 'vitest';
import { dueReminders } from './reminder-selection';

// The meeting ends (and its voting closes) at 14:00 Oslo time on 2 December 2026, 13:00 UTC.
const candidate = { recipientId: 'r1', deadline: '2026-12-02T14:00', missing: 1 };
const at = (iso: string) => new Date(iso);

describe('reminder selection', () => {
  it('reminds within the 24 hours before the deadline', () => {
    expect(dueReminders({ candidates: [candidate], now: at('2026-12-01T13:00:00Z'), reminded: new Set() })).toEqual([candidate]);
    expect(dueReminders({ candidates: [candidate], now: at('2026-12-02T12:59:00Z'), reminded: new Set() })).toEqual([candidate]);
  });

  it('does not remind earlier, or once the deadline has passed', () => {
    expect(dueReminders({ candidates: [candidate], now: at('2026-12-01T12:59:00Z'), reminded: new Set() })).toEqual([]);
    expect(dueReminders({ candidates: [candidate], now: at('2026-12-02T13:00:00Z'), reminded: new Set() })).toEqual([]);
  });

  it('does not remind someone who owes nothing', () => {
    expect(dueReminders({ candidates: [{ ...candidate, missing: 0 }], now: at('2026-12-02T08:00:00Z'), reminded: new Set() })).toEqual([]);
  });

  it('reminds once per deadline, and again when the deadline moves', () => {
    const reminded = new Set(['r1:2026-12-02T14:00']);
    expect(dueReminders({ candidates: [candidate], now: at('2026-12-02T08:00:00Z'), reminded })).toEqual([]);
    const moved = { ...candidate, deadline: '2026-12-02T16:00' };
    expect(dueReminders({ candidates: [moved], now: at('2026-12-02T08:00:00Z'), reminded })).toEqual([moved]);
  });
});
