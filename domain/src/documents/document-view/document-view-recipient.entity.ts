import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../platform/users/user.entity';
import { ArchiveEntry } from '../archive/archive-entry.entity';

/**
 * Someone a document was shared with for viewing: the link `/document/view/{documentId}?recipientId={id}` opens that
 * one document for them, anonymously. The id is the link's secret (a random UUID), so it is never listed to others.
 */
export const DocumentViewRecipientSchema = defineEntity({
  name: 'DocumentViewRecipient',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    document: () => p.manyToOne(ArchiveEntry).deleteRule('cascade').index(),
    name: p.string().length(200),
    email: p.string().length(320),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When the recipient first opened the link (the seed's viewedTime). */
    viewedAt: p.datetime().nullable(),
  },
});

export class DocumentViewRecipient extends DocumentViewRecipientSchema.class {}
DocumentViewRecipientSchema.setClass(DocumentViewRecipient);
