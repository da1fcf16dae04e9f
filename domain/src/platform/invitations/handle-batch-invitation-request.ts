import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { applyDecision, isCompanyAdmin, type FindHolderByEmail } from './handle-invitation-request';
import { InvitationRequest } from './invitation-request.entity';
import type { BatchInvitationRequestDecision, BatchInvitationRequestView } from './invitation-views';

/** The batch's requests, each with whether the actor administers its company; the requester's or an admin's only. */
const loadBatch = async (em: EntityManager, actor: User, batchId: string) => {
  const requests = z.uuid().safeParse(batchId).success
    ? await em.find(InvitationRequest, { batchId }, { populate: ['company', 'requestedBy'], orderBy: { company: { name: 'asc' } } })
    : [];
  const decidable = await Promise.all(requests.map((request) => isCompanyAdmin(em, actor, request.company.organisationNumber)));
  const rows = requests.map((request, index) => ({ request, canDecide: decidable[index]! }));
  const isRequester = requests[0]?.requestedBy.id === actor.id;
  const visible = isRequester ? rows : rows.filter((row) => row.canDecide);
  if (!visible.length) throw new DomainError('invitationRequest.notFound');
  return visible;
};

/**
 * `GET /invitation/batch-invitation-request/{batchId}`: who asks for what in several companies at once. An admin sees
 * the requests of the companies they administer and may decide them; the requester sees all of theirs, deciding none;
 * anyone else is told it does not exist.
 */
export const getBatchInvitationRequest = async ({ em, actor, batchId }: { em: EntityManager; actor: User; batchId: string }): Promise<BatchInvitationRequestView> => {
  const rows = await loadBatch(em, actor, batchId);
  const { request: first } = rows[0]!;
  return {
    batchId,
    requesterName: first.requestedBy.name,
    requesterEmail: first.requestedBy.email,
    requestAccessType: first.requestAccessType,
    personalNoteText: first.personalNoteText ?? null,
    createdAt: first.createdAt.toISOString(),
    requests: rows.map(({ request, canDecide }) => ({
      id: request.id,
      organisationNumber: request.company.organisationNumber,
      companyName: request.company.name,
      state: request.state,
      canDecide,
    })),
  };
};

/**
 * Accepts or rejects, in one transaction, every pending request of the batch whose company the actor administers
 * (the others are left to their own admins); the requester decides none (`invitationRequest.notFound`). None left pending is `invitationRequest.handled`; one that cannot be
 * accepted (shareholder-portal access without a holder) refuses the whole answer.
 */
export const decideBatchInvitationRequest = ({ em, actor, batchId, decision, findHolderByEmail }: { em: EntityManager; actor: User; batchId: string; decision: 'accept' | 'reject'; findHolderByEmail: FindHolderByEmail }): Promise<BatchInvitationRequestDecision> =>
  em.transactional(async (tx) => {
    const decidable = (await loadBatch(tx, actor, batchId)).filter(({ canDecide }) => canDecide).map(({ request }) => request);
    if (!decidable.length) throw new DomainError('invitationRequest.notFound');
    const pending = decidable.filter((request) => request.state === 'PENDING');
    if (!pending.length) throw new DomainError('invitationRequest.handled');
    for (const request of pending) await applyDecision(tx, actor, request, decision, findHolderByEmail);
    return { requests: pending.map((request) => ({ id: request.id, state: request.state })) };
  });
