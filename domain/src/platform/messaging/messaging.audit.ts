// The audit events this room records (see platform/audit/audit-event-types.ts). Texts stay out: the messages are kept.
import type { MessageAudience } from './messaging-constants';

type ThreadRecord = { threadId: string; audience: MessageAudience; subject: string };

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'messaging.threadStarted': { after: ThreadRecord & { recipients: number } };
    'messaging.replied': { after: ThreadRecord & { messageId: string; fromCompany: boolean } };
  }
}
