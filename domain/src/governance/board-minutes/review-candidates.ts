import { boardRecipients } from '../board-meetings/board-roles';
import type { CompanyRole } from '../../platform/company-roles/company-role.entity';

/** The company roles board minutes are sent for review to (seed 002, section 6; with the board's members). */
export const reviewRoleTypes = ['chairperson', 'deputy_chairperson', 'member', 'deputy_member', 'ceo', 'observer'] as const;

/**
 * Who board minutes go to for review (seed 002, section 6): the board in its order (chairperson, deputy chairperson,
 * member, deputy member), then the CEO and observers. The dialog lists them all; each can be excluded, not deleted.
 */
export const reviewCandidates = <T extends Pick<CompanyRole, 'id' | 'role' | 'firstName' | 'lastName'>>(roles: readonly T[]): T[] => {
  const others = roles.filter((role) => (reviewRoleTypes as readonly string[]).includes(role.role) && !boardRecipients([role]).length);
  const rank = (role: T) => reviewRoleTypes.indexOf(role.role as (typeof reviewRoleTypes)[number]);
  return [...boardRecipients(roles), ...others.sort((a, b) => rank(a) - rank(b) || a.lastName.localeCompare(b.lastName, 'nb'))];
};
