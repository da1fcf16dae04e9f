import type { MeetingRegister } from '../src/governance/voting/meeting-register';
import type { Participation } from '../src/governance/voting/representation';

/** A meeting's register written as a table: votes per share by class, and each holder's shares by class. */
export const meetingRegister = ({
  nominalValue,
  votesPerShare,
  holdings,
}: {
  nominalValue: string | null;
  votesPerShare: Record<string, string>;
  holdings: Record<string, Record<string, bigint>>;
}): MeetingRegister => ({
  nominalValue,
  shareClasses: Object.fromEntries(Object.entries(votesPerShare).map(([shareClassId, votes]) => [shareClassId, { votesPerShare: votes }])),
  rows: Object.entries(holdings).map(([shareholderId, classes]) => ({
    shareholderId,
    classes: Object.entries(classes).map(([shareClassId, shares]) => ({ shareClassId, shares })),
  })),
});

/** Participation with these holders present. */
export const present = (...shareholderIds: string[]): Participation[] => shareholderIds.map((shareholderId) => ({ shareholderId, isPresent: true }));
