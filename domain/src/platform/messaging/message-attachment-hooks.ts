import type { EntityManager } from '@mikro-orm/core';
import type { Message } from './message.entity';
import type { MessageAttachmentView } from './messaging-views';

/**
 * Attachments belong to the documents wing, above this room: a sending command takes `attach`, run in its
 * transaction for the new message, and a thread's reading takes `listAttachments` for its messages.
 */
export type AttachToMessage = (tx: EntityManager, message: Message) => Promise<void>;
export type ListMessageAttachments = (em: EntityManager, messageIds: readonly string[]) => Promise<Map<string, MessageAttachmentView[]>>;
