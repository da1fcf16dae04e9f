import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyAccess } from '../companies/company-access.entity';
import type { Company } from '../companies/company.entity';
import { revokeCompanyAccess } from '../companies/grant-company-access';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { Invitation } from './invitation.entity';

/**
 * `DELETE /company-settings/{orgNo}/admin-access/{id}`: removes one access of the company's users list, or cancels
 * an open invitation. The user's sessions end, so the change is felt on their next request.
 */
export const removeCompanyUserAccess = ({ em, actor, company, id }: { em: EntityManager; actor: User; company: Company; id: string }) =>
  em.transactional(async (tx) => {
    if (!z.uuid().safeParse(id).success) throw new DomainError('notFound');
    const access = await tx.findOne(CompanyAccess, { id, company }, { populate: ['user'] });
    if (access) return revokeCompanyAccess({ em: tx, actor, access });
    const invitation = await tx.findOne(Invitation, { id, company, state: 'PENDING' });
    if (!invitation) throw new DomainError('notFound');
    invitation.state = 'CANCELLED';
    recordAuditEvent({ em: tx, type: 'invitation.cancelled', actor, company, before: { invitationId: id, email: invitation.email } });
  });
