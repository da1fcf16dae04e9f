import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import type { TAskForPermission } from './invitation.schemas';
import { sendInvitationRequests } from './send-invitation-requests';

/** `POST /invitation/ask-for-permission`: a user asks one company for access (`sendInvitationRequests` has the rules). */
export const askForPermission = ({ em, actor, input, appUrl }: { em: EntityManager; actor: User; input: TAskForPermission; appUrl: string }) =>
  em.transactional(async (tx) => {
    const { requests } = await sendInvitationRequests({ tx, actor, organisationNumbers: [input.organisationNumber], input, appUrl });
    const [request] = requests;
    return { id: request!.id, companyName: request!.company.name };
  });
