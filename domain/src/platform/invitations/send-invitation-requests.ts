import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyAccess } from '../companies/company-access.entity';
import { Company } from '../companies/company.entity';
import { queueEmail } from '../email/queue-email';
import { DomainError } from '../../kernel/errors/domain-error';
import { stripUnsafeCharacters } from '../../kernel/format/safe-text';
import type { User } from '../users/user.entity';
import type { RequestAccessType } from './invitation-constants';
import { InvitationRequest } from './invitation-request.entity';

/** Requests a user may send in a day (a batch counts once), and a company may receive. */
export const askForPermissionLimits = { perUserPerDay: 5, perCompanyPerDay: 20 } as const;
const dayMs = 24 * 60 * 60 * 1000;

type RequestInput = { email?: string | null; requestAccessType: RequestAccessType; personalNoteText?: string | null };

/** The user's sends in the last day: single requests, and batches once each. */
const sendsSince = async (tx: EntityManager, actor: User, since: Date) => {
  const recent = await tx.find(InvitationRequest, { requestedBy: actor, createdAt: { $gt: since } }, { fields: ['batchId'] });
  return recent.filter((request) => !request.batchId).length + new Set(recent.map((request) => request.batchId).filter(Boolean)).size;
};

/**
 * Opens a request for access to each company, for the company's admins to answer, and emails them: the receiver
 * where the address given is one of that company's admins (the seed's receiver), else every admin of it, so the call
 * cannot mail an outside address and says nothing about who is an admin. Several companies make a batch (one
 * `batchId`); an admin of several of them gets one email with the batch's link (`/batch-invitation-request/{batchId}`),
 * an admin of one the request's own. A customer company needs a receiver and a personal note; the note goes out quoted
 * as the requester's. At most 5 sends a user (a batch is one) and 20 requests a company in 24 hours
 * (429 `invitation.tooManyRequests`). Writes nothing when any company is refused.
 */
export const sendInvitationRequests = async ({ tx, actor, organisationNumbers, input, appUrl }: { tx: EntityManager; actor: User; organisationNumbers: string[]; input: RequestInput; appUrl: string }) => {
  const companies: Company[] = [];
  for (const organisationNumber of new Set(organisationNumbers)) {
    const company = await tx.findOne(Company, { organisationNumber });
    if (!company) throw new DomainError('company.notFound');
    companies.push(company);
  }
  if (companies.some((company) => company.isCustomer) && !input.email) throw new DomainError('validationError', { field: 'email' });
  if (companies.some((company) => company.isCustomer) && !input.personalNoteText) throw new DomainError('validationError', { field: 'personalNoteText' });
  const since = new Date(Date.now() - dayMs);
  if ((await sendsSince(tx, actor, since)) >= askForPermissionLimits.perUserPerDay) throw new DomainError('invitation.tooManyRequests');
  for (const company of companies) if ((await tx.count(InvitationRequest, { company, createdAt: { $gt: since } })) >= askForPermissionLimits.perCompanyPerDay) throw new DomainError('invitation.tooManyRequests');

  const batchId = companies.length > 1 ? randomUUID() : null;
  const personalNoteText = input.personalNoteText ? stripUnsafeCharacters(input.personalNoteText) : null;
  const byRecipient = new Map<string, { recipient: User; requests: InvitationRequest[] }>();
  const requests = [];
  for (const company of companies) {
    const admins = (await tx.find(CompanyAccess, { company, accessType: 'ADMIN' }, { populate: ['user'] })).map(({ user }) => user);
    const receiver = input.email ? admins.find((admin) => admin.email === input.email?.toLowerCase()) : undefined;
    const request = tx.create(InvitationRequest, {
      id: randomUUID(),
      company,
      requestedBy: actor,
      requestAccessType: input.requestAccessType,
      receiverEmail: receiver?.email ?? null,
      personalNoteText,
      batchId,
    });
    requests.push(request);
    for (const recipient of receiver ? [receiver] : admins) {
      const entry = byRecipient.get(recipient.id) ?? { recipient, requests: [] };
      entry.requests.push(request);
      byRecipient.set(recipient.id, entry);
    }
    recordAuditEvent({ em: tx, type: 'invitationRequest.created', actor, company, after: { requestId: request.id, requestAccessType: input.requestAccessType, receiverEmail: request.receiverEmail, batchId } });
  }
  for (const { recipient, requests: theirs } of byRecipient.values())
    queueEmail({
      em: tx,
      to: recipient.email,
      language: recipient.language,
      template: 'invitationRequest',
      params: {
        requesterName: actor.name,
        requesterEmail: actor.email,
        companyName: theirs.map((request) => request.company.name).join(', '),
        link: theirs.length > 1 ? `${appUrl}/batch-invitation-request/${batchId}` : `${appUrl}/invitation-request/${theirs[0]!.id}`,
        personalNote: personalNoteText ?? '',
      },
    });
  return { batchId, requests };
};
