import type { EntityManager } from '@mikro-orm/core';
import type { MessagingRegister } from './message-recipients';
import type { MessageAudience } from './messaging-constants';
import type { MessageRecipientCandidateView, MessagingAccessView } from './messaging-views';
import { companyAudiences, requireAudience, type MessagingViewer } from './messaging-viewer';

/** `GET /messaging/{orgNo}/recipients?audience=`: whom a new thread of the audience can go to. */
export const listRecipientCandidates = ({ em, viewer, register, audience }: { em: EntityManager; viewer: Extract<MessagingViewer, { side: 'company' }>; register: MessagingRegister; audience: MessageAudience }): Promise<MessageRecipientCandidateView[]> => {
  requireAudience(viewer.access, audience, 'EDIT');
  return register.recipients[audience](em, viewer.company);
};

/** `GET /messaging/{orgNo}/access`: the audiences the user may read and write to. */
export const messagingAccess = (viewer: Extract<MessagingViewer, { side: 'company' }>): MessagingAccessView => ({ view: companyAudiences(viewer.access, 'VIEW'), edit: companyAudiences(viewer.access, 'EDIT') });
