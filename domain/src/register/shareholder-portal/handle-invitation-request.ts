import type { EntityManager } from '@mikro-orm/core';
import { decideInvitationRequest } from '../../platform/invitations/handle-invitation-request';
import type { User } from '../../platform/users/user.entity';
import { Shareholder } from '../shareholders/shareholder.entity';

/**
 * Accepts or rejects a pending invitation request (platform/invitations' `decideInvitationRequest`), finding a
 * shareholder-portal requester's holder on the register by email.
 */
export const handleInvitationRequest = (options: { em: EntityManager; actor: User; id: string; decision: 'accept' | 'reject' }) =>
  decideInvitationRequest({ ...options, findHolderByEmail: (em, company, email) => em.findOne(Shareholder, { company, email }) });
