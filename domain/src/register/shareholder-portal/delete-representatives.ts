import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { CompanyAccess } from '../../platform/companies/company-access.entity';
import type { Company } from '../../platform/companies/company.entity';
import { revokeCompanyAccess } from '../../platform/companies/grant-company-access';
import { DomainError } from '../../kernel/errors/domain-error';
import { Invitation } from '../../platform/invitations/invitation.entity';
import type { User } from '../../platform/users/user.entity';
import type { TDeleteRepresentatives } from './representatives.schemas';
import { requireHolderSelf } from './require-holder-self';

/**
 * The holder removes representatives (seed: `delete-representatives`): an accepted one loses the access (and
 * their sessions end), an open invitation is cancelled so its link stops working. Every id must be one of this
 * holder's representatives, else `invitation.representativeNotFound` and nothing changes.
 */
export const deleteRepresentatives = ({ em, actor, company, shareholderId, input }: { em: EntityManager; actor: User; company: Company; shareholderId: string; input: TDeleteRepresentatives }) =>
  em.transactional(async (tx) => {
    await requireHolderSelf(tx, actor, company, shareholderId);
    const ids = [...new Set(input.ids)];
    const [accesses, invitations] = await Promise.all([
      tx.find(CompanyAccess, { id: { $in: ids }, company, shareholderId, accessType: 'ADDITIONAL_REPRESENTATIVE' }, { populate: ['user'] }),
      tx.find(Invitation, { id: { $in: ids }, company, shareholderId, type: 'SHAREHOLDER_REPRESENTATIVE', state: 'PENDING' }),
    ]);
    if (accesses.length + invitations.length !== ids.length) throw new DomainError('invitation.representativeNotFound');
    for (const invitation of invitations) {
      invitation.state = 'CANCELLED';
      recordAuditEvent({ em: tx, type: 'invitation.cancelled', actor, company, before: { invitationId: invitation.id, email: invitation.email } });
    }
    for (const access of accesses) await revokeCompanyAccess({ em: tx, actor, access });
    return { count: ids.length };
  });
