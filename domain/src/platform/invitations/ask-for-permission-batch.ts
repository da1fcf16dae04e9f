import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import type { BatchInvitationRequestSent } from './invitation-views';
import type { TBatchAskForPermission } from './invitation.schemas';
import { sendInvitationRequests } from './send-invitation-requests';

/**
 * `POST /invitation/batch-ask-for-permission`: a user asks several companies for access at once, one request each
 * under one batch (`sendInvitationRequests` has the rules); each company's admins answer theirs, together at
 * `/batch-invitation-request/{batchId}` when they administer several.
 */
export const askForPermissionBatch = ({ em, actor, input, appUrl }: { em: EntityManager; actor: User; input: TBatchAskForPermission; appUrl: string }): Promise<BatchInvitationRequestSent> =>
  em.transactional(async (tx) => {
    const { batchId, requests } = await sendInvitationRequests({ tx, actor, organisationNumbers: input.organisationNumbers, input, appUrl });
    return { batchId, requests: requests.map((request) => ({ id: request.id, organisationNumber: request.company.organisationNumber, companyName: request.company.name })) };
  });
