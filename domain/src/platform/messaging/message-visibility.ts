import type { MessageAudience } from './messaging-constants';

type Visible = { fromRecipientId: string | null; createdAt: Date };

/**
 * What a recipient sees of a thread: everything the company wrote, and replies: a board thread is the board's
 * conversation (every member sees every reply), while a shareholder sees only their own replies (docs/decisions/platform/messaging.md).
 */
export const visibleToRecipient = (audience: MessageAudience, recipientId: string, message: Pick<Visible, 'fromRecipientId'>): boolean =>
  message.fromRecipientId === null || message.fromRecipientId === recipientId || audience === 'BOARD';

/** Unread for a recipient: a message they may see, written by someone else, after they last opened the thread. */
export const unreadByRecipient = (audience: MessageAudience, recipientId: string, readAt: Date | null | undefined, message: Visible): boolean =>
  visibleToRecipient(audience, recipientId, message) && message.fromRecipientId !== recipientId && (readAt == null || message.createdAt > readAt);

/** Unread for the company: a reply after someone on its side last opened the thread. */
export const unreadByCompany = (thread: { lastReplyAt?: Date | null; companyReadAt?: Date | null }): boolean =>
  thread.lastReplyAt != null && (thread.companyReadAt == null || thread.lastReplyAt > thread.companyReadAt);
