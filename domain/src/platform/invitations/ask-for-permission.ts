import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyAccess } from '../companies/company-access.entity';
import { Company } from '../companies/company.entity';
import { queueEmail } from '../email/queue-email';
import { DomainError } from '../../kernel/errors/domain-error';
import { stripUnsafeCharacters } from '../../kernel/format/safe-text';
import type { User } from '../users/user.entity';
import { InvitationRequest } from './invitation-request.entity';
import type { TAskForPermission } from './invitation.schemas';

/** Requests a user may send in a day, and a company may receive. */
export const askForPermissionLimits = { perUserPerDay: 5, perCompanyPerDay: 20 } as const;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * A user asks a company for access. The request waits for the company's admins, and only they are emailed: the
 * receiver when the address given is one of the company's admins (the seed's receiver), else every admin, so the
 * call cannot mail an outside address, and says nothing about who is an admin. A customer company needs a receiver
 * and a personal note; the note goes out quoted as the requester's. At most 5 requests a user and 20 a company in 24
 * hours (429 `invitation.tooManyRequests`).
 */
export const askForPermission = ({ em, actor, input, appUrl }: { em: EntityManager; actor: User; input: TAskForPermission; appUrl: string }) =>
  em.transactional(async (tx) => {
    const company = await tx.findOne(Company, { organisationNumber: input.organisationNumber });
    if (!company) throw new DomainError('company.notFound');
    if (company.isCustomer && !input.email) throw new DomainError('validationError', { field: 'email' });
    if (company.isCustomer && !input.personalNoteText) throw new DomainError('validationError', { field: 'personalNoteText' });
    const since = new Date(Date.now() - dayMs);
    const [byUser, forCompany] = await Promise.all([
      tx.count(InvitationRequest, { requestedBy: actor, createdAt: { $gt: since } }),
      tx.count(InvitationRequest, { company, createdAt: { $gt: since } }),
    ]);
    if (byUser >= askForPermissionLimits.perUserPerDay || forCompany >= askForPermissionLimits.perCompanyPerDay) throw new DomainError('invitation.tooManyRequests');
    const admins = (await tx.find(CompanyAccess, { company, accessType: 'ADMIN' }, { populate: ['user'] })).map(({ user }) => user);
    const receiver = input.email ? admins.find((admin) => admin.email === input.email?.toLowerCase()) : undefined;
    const request = tx.create(InvitationRequest, {
      id: randomUUID(),
      company,
      requestedBy: actor,
      requestAccessType: input.requestAccessType,
      receiverEmail: receiver?.email ?? null,
      personalNoteText: input.personalNoteText ? stripUnsafeCharacters(input.personalNoteText) : null,
    });
    const recipients = receiver ? [receiver] : admins;
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
