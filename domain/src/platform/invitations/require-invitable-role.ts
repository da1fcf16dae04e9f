import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../companies/company.entity';
import { CustomRole } from '../custom-roles/custom-role.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { requireCompanyAdmin } from './require-company-admin';

/**
 * A custom role may be named only by an ADMIN of the company it belongs to, and only for companies it covers (its own
 * company and those added to it). Anything else, like a role that does not exist, answers `invitation.customRoleNotFound`:
 * another company's role is not disclosed, and accepting could not give the invitee that company's role. Checked when
 * inviting and again when accepting, so an invitation issued before this rule (or whose role changed since) grants nothing.
 */
export const requireInvitableRole = async (em: EntityManager, inviter: User | null, roleId: string, companies: Company[]) => {
  const role = await em.findOne(CustomRole, { id: roleId }, { populate: ['company', 'companies'] });
  if (!role || !inviter) throw new DomainError('invitation.customRoleNotFound');
  const covered = new Set([role.company.id, ...role.companies.getItems().map((company) => company.id)]);
  const administersRole = await requireCompanyAdmin(em, inviter, role.company.organisationNumber).then(
    () => true,
    () => false,
  );
  if (!administersRole || !companies.every((company) => covered.has(company.id))) throw new DomainError('invitation.customRoleNotFound');
};
