import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import type { TInviteToCompany } from './invitation.schemas';
import { issueInvitations } from './issue-invitations';
import { requireCompanyAdmin } from './require-company-admin';
import { requireInvitableRole } from './require-invitable-role';

/**
 * `POST /invitation/{orgNo}/{type}/invite` for USER (an administrator, or a custom role's user) and COMPANY (someone
 * to take the company over as its administrator): the inviter administers the company; one email with the note marked
 * as the inviter's.
 */
export const inviteToCompany = ({ em, actor, organisationNumber, type, input, appUrl }: { em: EntityManager; actor: User; organisationNumber: string; type: 'USER' | 'COMPANY'; input: TInviteToCompany; appUrl: string }) =>
  em.transactional(async (tx) => {
    const company = await requireCompanyAdmin(tx, actor, organisationNumber);
    const customRoleId = type === 'USER' ? (input.roleId ?? null) : null;
    if (customRoleId) await requireInvitableRole(tx, actor, customRoleId, [company]);
    const [invitation] = issueInvitations({ em: tx, actor, type, email: input.email, language: input.language, targets: [{ company }], customRoleId, personalNoteText: input.personalNoteText ?? null, appUrl });
    return { id: invitation!.id };
  });
