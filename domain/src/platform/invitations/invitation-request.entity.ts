import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../companies/company.entity';
import { User } from '../users/user.entity';
import { invitationRequestStates, requestAccessTypes } from './invitation-constants';

/** A user's request for access to a company (ask for permission), for the company's admins to accept or reject. */
export const InvitationRequestSchema = defineEntity({
  name: 'InvitationRequest',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    requestedBy: () => p.manyToOne(User).deleteRule('cascade').index(),
    requestAccessType: p.enum(requestAccessTypes),
    /** The person at the company the request was sent to. */
    receiverEmail: p.string().length(320).nullable(),
    personalNoteText: p.text().nullable(),
    /** Requests sent together for several companies (a batch invitation request) share this id. */
    batchId: p.uuid().nullable().index(),
    state: p.enum(invitationRequestStates).default('PENDING'),
    createdAt: p.datetime().onCreate(() => new Date()),
    handledAt: p.datetime().nullable(),
    handledBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export class InvitationRequest extends InvitationRequestSchema.class {}
InvitationRequestSchema.setClass(InvitationRequest);
