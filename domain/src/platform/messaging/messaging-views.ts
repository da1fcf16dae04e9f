import type { MessageRecipientCandidate } from './message-recipients';
import type { MessageAudience } from './messaging-constants';

/** A thread in a list: for the company with how many recipients have read its latest message, for a recipient with what is new. */
export type MessageThreadSummary = {
  id: string;
  audience: MessageAudience;
  subject: string;
  createdByName: string;
  createdAt: string;
  lastMessageAt: string;
  recipientCount: number;
  /** Recipients who opened the thread after the company's latest message (the company's list only; else null). */
  readCount: number | null;
  unread: boolean;
};

/** A file sent with a message: uploaded with it, or an archive file attached by reference. */
export type MessageAttachmentView = { id: string; name: string; contentType: string; size: number; fromArchive: boolean };

export type MessageView = { id: string; authorName: string; fromCompany: boolean; mine: boolean; body: string; createdAt: string; attachments: MessageAttachmentView[] };

/** A recipient's read state, shown to the company: read when opened after the company's latest message. */
export type MessageRecipientView = { id: string; name: string; email: string | null; readAt: string | null; hasReadLatest: boolean };

export type MessageThreadView = {
  id: string;
  audience: MessageAudience;
  subject: string;
  createdByName: string;
  createdAt: string;
  messages: MessageView[];
  /** The company's view only; a recipient gets null. */
  recipients: MessageRecipientView[] | null;
  canReply: boolean;
};

export type MessageRecipientCandidateView = MessageRecipientCandidate;

/** What the company side may do with each audience (the custom role's boardMessages and shareholderMessages). */
export type MessagingAccessView = { view: MessageAudience[]; edit: MessageAudience[] };

export type UnreadMessagesView = { unread: number };
