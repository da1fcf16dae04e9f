import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { allows, type HeldAccess } from '../access/access-policy';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { MessageRecipient } from './message-recipient.entity';
import { MessageThread } from './message-thread.entity';
import { audienceFeature, messageAudiences, type MessageAudience } from './messaging-constants';

/**
 * Who reads threads: someone on the company's side (an admin, or a custom role with boardMessages or
 * shareholderMessages), a board member in the board portal, or a user acting for a shareholder in the portal.
 */
export type MessagingViewer =
  | { side: 'company'; user: User; company: Company; access: HeldAccess }
  | { side: 'boardMember'; user: User; company: Company }
  | { side: 'shareholder'; user: User; company: Company; shareholderId: string };

const companySideTypes = ['ADMIN', 'CUSTOM', 'SUPERADMIN'] as const;

/** The audiences whose threads the company-side access may read (VIEW) or write to (EDIT). */
export const companyAudiences = (access: HeldAccess, level: 'VIEW' | 'EDIT'): MessageAudience[] =>
  messageAudiences.filter((audience) => allows({ accessTypes: companySideTypes, feature: audienceFeature[audience], module: 'MESSAGING', level }, access));

export const requireAudience = (access: HeldAccess, audience: MessageAudience, level: 'VIEW' | 'EDIT'): void => {
  if (!companyAudiences(access, level).includes(audience)) throw new DomainError('access.forbidden');
};

/** The recipient rows that are the viewer (a board member through their board roles; a shareholder by id). */
export const viewerRecipientFilter = (viewer: Exclude<MessagingViewer, { side: 'company' }>) =>
  viewer.side === 'boardMember'
    ? { thread: { company: viewer.company, audience: 'BOARD' as const }, companyRole: { user: viewer.user } }
    : { thread: { company: viewer.company, audience: 'SHAREHOLDERS' as const }, shareholderId: viewer.shareholderId };

/** A thread as the viewer may open it, with the viewer's recipient row; any other thread is `messaging.threadNotFound`. */
export const findViewerThread = async (em: EntityManager, viewer: MessagingViewer, threadId: string): Promise<{ thread: MessageThread; recipient: MessageRecipient | null }> => {
  if (viewer.side === 'company') {
    const thread = await em.findOne(MessageThread, { id: threadId, company: viewer.company });
    if (!thread || !companyAudiences(viewer.access, 'VIEW').includes(thread.audience)) throw new DomainError('messaging.threadNotFound');
    return { thread, recipient: null };
  }
  const recipient = await em.findOne(MessageRecipient, { ...viewerRecipientFilter(viewer), thread: { ...viewerRecipientFilter(viewer).thread, id: threadId } }, { populate: ['thread'] });
  if (!recipient) throw new DomainError('messaging.threadNotFound');
  return { thread: recipient.thread, recipient };
};
