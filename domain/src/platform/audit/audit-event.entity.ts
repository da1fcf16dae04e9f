import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../companies/company.entity';
import { User } from '../users/user.entity';
import type { AuditPayload } from './audit-event-types';

/** Append-only record of every state change, written in the same transaction as the change. */
export const AuditEventSchema = defineEntity({
  name: 'AuditEvent',
  indexes: [{ properties: ['company', 'createdAt'] }],
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    type: p.string().length(100),
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    company: () => p.manyToOne(Company).nullable().deleteRule('set null'),
    /** The event's before and after, as its type declares them (`AuditEventPayloads`). */
    payload: p.json<AuditPayload>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AuditEvent extends AuditEventSchema.class {}
AuditEventSchema.setClass(AuditEvent);
