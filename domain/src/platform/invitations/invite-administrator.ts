import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../companies/company.entity';
import { CustomRole } from '../custom-roles/custom-role.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import type { TInviteAdmin } from './invitation.schemas';
import { issueInvitations } from './issue-invitations';
import { requireCompanyAdmin } from './require-company-admin';

/**
 * A custom role may be named only by an ADMIN of the company it belongs to, and only for companies it covers (its own
 * company and those added to it). Anything else, like a role that does not exist, answers `invitation.customRoleNotFound`:
 * another company's role is not disclosed, and accepting could not give the invitee that company's role.
 */
const requireInvitableRole = async (em: EntityManager, actor: User, roleId: string, companies: Company[]) => {
  const role = await em.findOne(CustomRole, { id: roleId }, { populate: ['company', 'companies'] });
  if (!role) throw new DomainError('invitation.customRoleNotFound');
  const covered = new Set([role.company.id, ...role.companies.getItems().map((company) => company.id)]);
  const administersRole = await requireCompanyAdmin(em, actor, role.company.organisationNumber).then(
    () => true,
    () => false,
  );
  if (!administersRole || !companies.every((company) => covered.has(company.id))) throw new DomainError('invitation.customRoleNotFound');
};

/**
 * Invites an administrator, or a custom-role user when `inviteToRoleId` is given (a role of a company the inviter
 * administers that covers every invited company), to companies the inviter administers. Several companies go out as one batch invitation.
 */
export const inviteAdministrator = ({ em, actor, input, appUrl }: { em: EntityManager; actor: User; input: TInviteAdmin; appUrl: string }) =>
  em.transactional(async (tx) => {
    const companies = [];
    for (const organisationNumber of new Set(input.inviteTo)) companies.push(await requireCompanyAdmin(tx, actor, organisationNumber));
    if (input.inviteToRoleId) await requireInvitableRole(tx, actor, input.inviteToRoleId, companies);
    const invitations = issueInvitations({
      em: tx,
      actor,
      type: 'USER',
      email: input.email,
      language: input.language,
      targets: companies.map((company) => ({ company })),
      customRoleId: input.inviteToRoleId ?? null,
      appUrl,
    });
    return { count: invitations.length };
  });
