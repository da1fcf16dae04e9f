import { boardRoleTypes, type CompanyRoleType } from '../../platform/access/access-types';

/** What the board rules read of a company role. */
export type BoardRole = { id: string; role: CompanyRoleType; firstName: string; lastName: string };

const rank = (role: BoardRole) => (boardRoleTypes as readonly CompanyRoleType[]).indexOf(role.role);

/**
 * A board meeting's possible recipients: the board roles ordered chairperson, deputy chairperson, member, deputy
 * member (seed 000, section 6: board-role ordering), each rank by name.
 */
export const boardRecipients = <T extends BoardRole>(roles: readonly T[]): T[] =>
  roles
    .filter((role) => rank(role) >= 0)
    .sort((a, b) => rank(a) - rank(b) || a.lastName.localeCompare(b.lastName, 'nb') || a.firstName.localeCompare(b.firstName, 'nb'));

/** The board's members proper: chairperson, deputy chairperson and members; deputy members stand in and are not counted. */
export const boardMembers = <T extends BoardRole>(roles: readonly T[]): T[] => boardRecipients(roles).filter((role) => role.role !== 'deputy_member');

/** Who a new board meeting's notice goes to: the board's members; deputy members are listed unticked. */
export const defaultParticipants = (roles: readonly BoardRole[]): string[] => boardMembers(roles).map(({ id }) => id);

/** The meeting chair by default: the chairperson, else the deputy chairperson (seed 002, section 6). */
export const defaultMeetingChair = <T extends BoardRole>(roles: readonly T[]): T | null =>
  boardRecipients(roles).find((role) => role.role === 'chairperson') ?? boardRecipients(roles).find((role) => role.role === 'deputy_chairperson') ?? null;

/** A board of 5 or more members may choose its minutes' signatories (seed 002, sections 2, 5 and 9). */
export const signatoryChoiceFrom = 5;

export type SignatoryRule = { canChoose: boolean; signatoryIds: string[] };

/**
 * The minutes' signatories: with fewer than 5 board members all must sign and there is nothing to choose; with 5 or
 * more, two are picked by default, the meeting chair first, then the next member by rank.
 */
export const signatoryRule = (roles: readonly BoardRole[]): SignatoryRule => {
  const members = boardMembers(roles);
  if (members.length < signatoryChoiceFrom) return { canChoose: false, signatoryIds: members.map(({ id }) => id) };
  const chair = defaultMeetingChair(members);
  const ordered = chair ? [chair, ...members.filter((member) => member !== chair)] : members;
  return { canChoose: true, signatoryIds: ordered.slice(0, 2).map(({ id }) => id) };
};

export type SignatoryProblem = 'all-must-sign-when-less-than-5' | 'boardMeetings.atLeastTwoSignatories' | 'boardMeetings.signatoryNotOnBoard';

/** Checks chosen signatories: every one a board member; all of them below 5 members, else at least two. */
export const checkSignatories = (roles: readonly BoardRole[], chosenIds: readonly string[]): SignatoryProblem | null => {
  const members = boardMembers(roles).map(({ id }) => id);
  const chosen = new Set(chosenIds);
  if ([...chosen].some((id) => !members.includes(id))) return 'boardMeetings.signatoryNotOnBoard';
  if (members.length < signatoryChoiceFrom) return members.every((id) => chosen.has(id)) ? null : 'all-must-sign-when-less-than-5';
  return chosen.size >= 2 ? null : 'boardMeetings.atLeastTwoSignatories';
};
