import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import type { TInviteAdmin } from './invitation.schemas';
import { issueInvitations } from './issue-invitations';
import { requireCompanyAdmin } from './require-company-admin';
import { requireInvitableRole } from './require-invitable-role';

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
