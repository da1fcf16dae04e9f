import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { DomainError } from '../../kernel/errors/domain-error';
import { User } from '../users/user.entity';
import { Invitation } from './invitation.entity';
import type { TUpdateAdminEmail } from './invitation.schemas';
import { issueInvitations } from './issue-invitations';
import { requireCompanyAdmin } from './require-company-admin';

/**
 * `POST /portfolio/admins/update-email`: an open administrator invitation goes to another address; the old link
 * stops working. A user's own sign-in email is theirs to change (user settings), so a user id is refused.
 */
export const readdressInvitation = ({ em, actor, input, appUrl }: { em: EntityManager; actor: User; input: TUpdateAdminEmail; appUrl: string }) =>
  em.transactional(async (tx) => {
    const invitation = await tx.findOne(Invitation, { id: input.externalId, state: 'PENDING' });
    if (!invitation) throw new DomainError((await tx.count(User, { id: input.externalId })) ? 'invitation.userEmailNotChangeable' : 'invitation.notFound');
    const rows = invitation.batchId
      ? await tx.find(Invitation, { batchId: invitation.batchId, state: 'PENDING' }, { populate: ['company'] })
      : [await tx.populate(invitation, ['company'])];
    const companies = [];
    for (const row of rows) companies.push(await requireCompanyAdmin(tx, actor, row.company.organisationNumber));
    for (const row of rows) {
      row.state = 'CANCELLED';
      recordAuditEvent({ em: tx, type: 'invitation.readdressed', actor, company: row.company, before: { invitationId: row.id, email: row.email }, after: { email: input.email } });
    }
    const [reissued] = issueInvitations({
      em: tx,
      actor,
      type: invitation.type,
      email: input.email,
      language: invitation.language,
      targets: companies.map((company) => ({ company })),
      customRoleId: input.customRoleId ?? invitation.customRoleId ?? null,
      appUrl,
    });
    return { externalId: reissued!.id };
  });
