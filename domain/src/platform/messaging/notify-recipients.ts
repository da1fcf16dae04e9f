import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { queueEmail } from '../email/queue-email';
import type { MessageRecipient } from './message-recipient.entity';
import type { MessageThread } from './message-thread.entity';
import { threadLink } from './messaging-links';

/**
 * Emails each recipient with an address that there is a new message, with a link to the thread in their portal. The
 * text itself stays behind the sign-in (an email may be forwarded; the portal checks who reads).
 */
export const notifyRecipients = ({ em, thread, recipients, senderName, appUrl }: { em: EntityManager; thread: MessageThread; recipients: MessageRecipient[]; senderName: string; appUrl: string }): number => {
  let queued = 0;
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    const side = thread.audience === 'BOARD' ? 'boardMember' : 'shareholder';
    queueEmail({
      em,
      company: thread.company,
      to: recipient.email,
      language: recipient.language as Language,
      template: 'messageReceived',
      params: {
        name: recipient.name,
        companyName: thread.company.name,
        senderName,
        subject: thread.subject,
        link: threadLink(appUrl, thread.company.organisationNumber, thread.id, side, recipient.shareholderId),
      },
    });
    queued += 1;
  }
  return queued;
};
