import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CompanyRole } from '../../platform/company-roles/company-role.entity';
import { EmailOutbox } from '../../platform/email/email-outbox.entity';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { powerOfAttorneyRecipientRoles } from './power-of-attorney-recipient';

/**
 * Someone who holds powers of attorney at a general meeting (the seed's powerOfAttorneyRecipientId): the chairperson,
 * the CEO (each with their company role), a shareholder, or another person by name and email. One per meeting and
 * recipient (`recipientKey`: the role, the shareholder's id or the other person's email), acting for every shareholder
 * whose power in force names them. Their personal link `/notice-general-meeting-poa-recipient/{token}` is kept as its
 * SHA-256 only; the email last sent carries its delivery state.
 */
export const PoaRecipientSchema = defineEntity({
  name: 'PoaRecipient',
  uniques: [{ properties: ['generalMeeting', 'recipientKey'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    generalMeeting: () => p.manyToOne(GeneralMeeting).deleteRule('cascade'),
    role: p.enum(powerOfAttorneyRecipientRoles),
    recipientKey: p.string().length(340),
    shareholder: () => p.manyToOne(Shareholder).nullable().deleteRule('cascade').index(),
    companyRole: () => p.manyToOne(CompanyRole).nullable().deleteRule('set null'),
    name: p.string().length(320),
    email: p.string().length(320).nullable(),
    tokenHash: p.string().length(64).nullable().unique(),
    outboxEmail: () => p.manyToOne(EmailOutbox).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class PoaRecipient extends PoaRecipientSchema.class {}
PoaRecipientSchema.setClass(PoaRecipient);
