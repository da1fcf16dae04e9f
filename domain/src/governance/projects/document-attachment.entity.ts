import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../platform/users/user.entity';
import { ProjectDocument } from './project-document.entity';

/**
 * A file attached to a project's document (seed 002, section 2: the notice with attachments): shown with the notice,
 * a PDF previewed, others downloaded. Its type is read from the bytes when uploaded; the bytes live in PostgreSQL,
 * loaded only when downloaded (`content` is lazy).
 */
export const DocumentAttachmentSchema = defineEntity({
  name: 'DocumentAttachment',
  indexes: [{ properties: ['document', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    document: () => p.manyToOne(ProjectDocument).deleteRule('cascade'),
    fileName: p.string().length(255),
    contentType: p.string().length(100),
    size: p.integer(),
    sha256: p.string().length(64),
    content: p.blob().lazy(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class DocumentAttachment extends DocumentAttachmentSchema.class {}
DocumentAttachmentSchema.setClass(DocumentAttachment);
