import type { VoteValue } from '../voting/voting-constants';

/** Attendance filters of the live view (seed 002, section 8). */
export const attendanceFilters = ['all', 'attending', 'notAttending', 'poa'] as const;
export type AttendanceFilter = (typeof attendanceFilters)[number];

/** Voting filters of the live view (seed 002, section 8). */
export const votingFilters = ['participating', 'shareholdersNotVoted', 'shareholdersFor', 'shareholdersAgainst'] as const;
export type VotingFilter = (typeof votingFilters)[number];

export type AttendanceRow = { shareholderId: string; name: string; isPresent: boolean; representedByName: string | null; registeredBy: string | null };

/** A name matches when one of its words starts with the search (seed 002: filtered by word prefix of the name). */
export const matchesNamePrefix = (name: string, search: string) => {
  const prefix = search.trim().toLocaleLowerCase();
  return !prefix || name.toLocaleLowerCase().split(/\s+/).some((word) => word.startsWith(prefix));
};

export const filterAttendance = <R extends AttendanceRow>(rows: R[], filter: AttendanceFilter, search: string) =>
  rows.filter(
    (row) =>
      matchesNamePrefix(row.name, search) &&
      (filter === 'all' || (filter === 'attending' && row.isPresent) || (filter === 'notAttending' && !row.isPresent) || (filter === 'poa' && row.isPresent && row.representedByName !== null)),
  );

/** Present shareholders with their vote on one item, filtered as the voting table asks. */
export const filterVoting = <R extends AttendanceRow>(rows: R[], votes: Map<string, VoteValue>, filter: VotingFilter, search: string) =>
  rows.filter((row) => {
    if (!row.isPresent || !matchesNamePrefix(row.name, search)) return false;
    const vote = votes.get(row.shareholderId);
    if (filter === 'shareholdersNotVoted') return vote === undefined;
    if (filter === 'shareholdersFor') return vote === 'for';
    if (filter === 'shareholdersAgainst') return vote === 'against';
    return true;
  });
