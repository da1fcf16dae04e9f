import { describe, expect, it } from 'vitest';
import { filterAttendance, filterVoting, matchesNamePrefix, type AttendanceRow } from './live-view-filters';

const row = (shareholderId: string, name: string, isPresent: boolean, representedByName: string | null = null): AttendanceRow => ({ shareholderId, name, isPresent, representedByName, registeredBy: null });
const rows = [row('a', 'Kari Nordmann', true), row('b', 'Ola Hansen', false), row('c', 'Fjord Invest AS', true, 'Kari Nordmann')];

describe('live meeting filters', () => {
  it('matches a prefix of any word of the name, ignoring case', () => {
    expect(matchesNamePrefix('Kari Nordmann', 'nord')).toBe(true);
    expect(matchesNamePrefix('Kari Nordmann', 'ordm')).toBe(false);
    expect(matchesNamePrefix('Kari Nordmann', '  ')).toBe(true);
  });
  it('filters attendance: all, attending, not attending, by power of attorney', () => {
    expect(filterAttendance(rows, 'all', '').map((r) => r.shareholderId)).toEqual(['a', 'b', 'c']);
    expect(filterAttendance(rows, 'attending', '').map((r) => r.shareholderId)).toEqual(['a', 'c']);
    expect(filterAttendance(rows, 'notAttending', '').map((r) => r.shareholderId)).toEqual(['b']);
    expect(filterAttendance(rows, 'poa', '').map((r) => r.shareholderId)).toEqual(['c']);
    expect(filterAttendance(rows, 'all', 'fj').map((r) => r.shareholderId)).toEqual(['c']);
  });
  it('filters voting among those present: participating, not voted, for, against', () => {
    const votes = new Map([['a', 'against' as const]]);
    expect(filterVoting(rows, votes, 'participating', '').map((r) => r.shareholderId)).toEqual(['a', 'c']);
    expect(filterVoting(rows, votes, 'shareholdersNotVoted', '').map((r) => r.shareholderId)).toEqual(['c']);
    expect(filterVoting(rows, votes, 'shareholdersAgainst', '').map((r) => r.shareholderId)).toEqual(['a']);
    expect(filterVoting(rows, votes, 'shareholdersFor', '')).toEqual([]);
  });
});
