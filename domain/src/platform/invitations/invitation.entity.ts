import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../companies/company.entity';
import { languages } from '../../kernel/i18n/languages';
import { User } from '../users/user.entity';
import { invitationStates, invitationTypes } from './invitation-constants';

/**
 * An invitation of one email address to one company. The link's token is stored as its SHA-256 only and works
 * once, for 14 days. Invitations sent together to several companies share `batchId` and one token.
 */
export const InvitationSchema = defineEntity({
  name: 'Invitation',
  indexes: [{ properties: ['company', 'state'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    type: p.enum(invitationTypes),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    email: p.string().length(320).index(),
    language: p.enum(languages),
    /** For SHAREHOLDER and SHAREHOLDER_REPRESENTATIVE: the holder acted for. */
    shareholderId: p.uuid().nullable(),
    /** For an invitation to a custom role: the role granted on acceptance. */
    customRoleId: p.uuid().nullable(),
    personalNoteText: p.text().nullable(),
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    state: p.enum(invitationStates).default('PENDING'),
    tokenHash: p.string().length(64),
    batchId: p.uuid().nullable().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    acceptedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export class Invitation extends InvitationSchema.class {}
InvitationSchema.setClass(Invitation);
