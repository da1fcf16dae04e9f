import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';

/**
 * A document kept beside a log entry (an agreement, a board minute). It is not part of the entry: the
 * entry's hash does not cover it, so attachments can be added and removed without touching the chain.
 * The bytes live in PostgreSQL, loaded only when downloaded (`content` is lazy).
 */
export const TransactionAttachmentSchema = defineEntity({
  name: 'TransactionAttachment',
  indexes: [{ properties: ['entry', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    entry: () => p.manyToOne(TransactionLogEntry).deleteRule('cascade'),
    fileName: p.string().length(255),
    /** Read from the bytes when uploaded, never from the browser's claim. */
    contentType: p.string().length(100),
    size: p.integer(),
    sha256: p.string().length(64),
    content: p.blob().lazy(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class TransactionAttachment extends TransactionAttachmentSchema.class {}
TransactionAttachmentSchema.setClass(TransactionAttachment);
