import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Message } from '../../platform/messaging/message.entity';
import { ArchiveEntry } from '../archive/archive-entry.entity';
import { StoredFile } from '../storage/stored-file.entity';

/**
 * A file sent with a message: uploaded with it (its own stored file), or an archive file by reference (the entry's
 * stored file; deleting the entry forever removes the attachment with the file).
 */
export const MessageAttachmentSchema = defineEntity({
  name: 'MessageAttachment',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    message: () => p.manyToOne(Message).deleteRule('cascade').index(),
    position: p.integer(),
    file: () => p.manyToOne(StoredFile).deleteRule('cascade').index(),
    archiveEntry: () => p.manyToOne(ArchiveEntry).nullable().deleteRule('set null').index(),
    name: p.string().length(255),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MessageAttachment extends MessageAttachmentSchema.class {}
MessageAttachmentSchema.setClass(MessageAttachment);
