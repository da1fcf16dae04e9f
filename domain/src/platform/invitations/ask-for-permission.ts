import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyAccess } from '../companies/company-access.entity';
import { Company } from '../companies/company.entity';
import { queueEmail } from '../email/queue-email';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { InvitationRequest } from './invitation-request.entity';
import type { TAskForPermission } from './invitation.schemas';

/**
 * A user asks a company for access. The request waits for the company's admins; the receiver (or, without one,
 * every admin) gets an email with the request's page. A customer company needs a receiver and a personal note.
 */
export const askForPermission = ({ em, actor, input, appUrl }: { em: EntityManager; actor: User; input: TAskForPermission; appUrl: string }) =>
  em.transactional(async (tx) => {
    const company = await tx.findOne(Company, { organisationNumber: input.organisationNumber });
    if (!company) throw new DomainError('company.notFound');
    if (company.isCustomer && !input.email) throw new DomainError('validationError', { field: 'email' });
    if (company.isCustomer && !input.personalNoteText) throw new DomainError('validationError', { field: 'personalNoteText' });
    const request = tx.create(InvitationRequest, {
      id: randomUUID(),
      company,
      requestedBy: actor,
      requestAccessType: input.requestAccessType,
      receiverEmail: input.email || null,
      personalNoteText: input.personalNoteText || null,
    });
    const admins = await tx.find(CompanyAccess, { company, accessType: 'ADMIN' }, { populate: ['user'] });
    const recipients = input.email ? [{ email: input.email, language: actor.language }] : admins.map(({ user }) => user);
    for (const recipient of recipients)
      queueEmail({
        em: tx,
        to: recipient.email,
        language: recipient.language,
        template: 'invitationRequest',
        params: { requesterName: actor.name, requesterEmail: actor.email, companyName: company.name, link: `${appUrl}/invitation-request/${request.id}`, personalNote: request.personalNoteText ?? '' },
      });
    recordAuditEvent({ em: tx, type: 'invitationRequest.created', actor, company, after: { requestId: request.id, requestAccessType: input.requestAccessType, receiverEmail: request.receiverEmail } });
    return { id: request.id, companyName: company.name };
  });
