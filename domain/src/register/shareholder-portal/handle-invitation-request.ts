import type { EntityManager } from '@mikro-orm/core';
import { decideBatchInvitationRequest } from '../../platform/invitations/handle-batch-invitation-request';
import { decideInvitationRequest, type FindHolderByEmail } from '../../platform/invitations/handle-invitation-request';
import type { User } from '../../platform/users/user.entity';
import { Shareholder } from '../shareholders/shareholder.entity';

const holderByEmail: FindHolderByEmail = (em, company, email) => em.findOne(Shareholder, { company, email });

/**
 * Accepts or rejects a pending invitation request (platform/invitations' `decideInvitationRequest`), finding a
 * shareholder-portal requester's holder on the register by email.
 */
export const handleInvitationRequest = (options: { em: EntityManager; actor: User; id: string; decision: 'accept' | 'reject' }) =>
  decideInvitationRequest({ ...options, findHolderByEmail: holderByEmail });

/** The same for every pending request of a batch the actor administers (platform/invitations' `decideBatchInvitationRequest`). */
export const handleBatchInvitationRequest = (options: { em: EntityManager; actor: User; batchId: string; decision: 'accept' | 'reject' }) =>
  decideBatchInvitationRequest({ ...options, findHolderByEmail: holderByEmail });
