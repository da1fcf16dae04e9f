import { describe, expect, it } from 'vitest';
import { localDateTime } from '../board-meetings/meeting-times';
import { isVotingOpen } from './voting-window';

describe('the voting window', () => {
  it('reads an instant as Oslo time, summer and winter', () => {
    expect(localDateTime(new Date('2026-01-15T11:00:00Z'))).toBe('2026-01-15T12:00');
    expect(localDateTime(new Date('2026-07-15T22:30:00Z'))).toBe('2026-07-16T00:30');
  });

  it('is open once the notice is sent until the meeting ends, local time', () => {
    const meeting = { endDate: '2026-03-15', endTime: '01:00' };
    expect(isVotingOpen({ ...meeting, sent: true, now: new Date('2026-03-14T23:59:00Z') })).toBe(true);
    expect(isVotingOpen({ ...meeting, sent: true, now: new Date('2026-03-15T00:00:00Z') })).toBe(false);
    expect(isVotingOpen({ ...meeting, sent: false, now: new Date('2026-03-01T00:00:00Z') })).toBe(false);
  });
});
