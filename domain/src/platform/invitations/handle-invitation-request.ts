import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import type { GrantedAccessType } from '../access/access-types';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import { grantCompanyAccess } from '../companies/grant-company-access';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import type { RequestAccessType } from './invitation-constants';
import { InvitationRequest } from './invitation-request.entity';
import type { InvitationRequestDecision, InvitationRequestView } from './invitation-views';
import { requireCompanyAdmin } from './require-company-admin';
import { requireVerifiedEmail } from '../auth/verified-email';

const loadRequest = async (em: EntityManager, id: string) => {
  const request = z.uuid().safeParse(id).success ? await em.findOne(InvitationRequest, { id }, { populate: ['company', 'requestedBy', 'handledBy'] }) : null;
  if (!request) throw new DomainError('invitationRequest.notFound');
  return request;
};

export const isCompanyAdmin = (em: EntityManager, actor: User, organisationNumber: string) =>
  requireCompanyAdmin(em, actor, organisationNumber).then(
    () => true,
    () => false,
  );

/** The request, for an admin of its company; anyone else is told it does not exist. */
const findRequest = async (em: EntityManager, actor: User, id: string) => {
  const request = await loadRequest(em, id);
  if (!(await isCompanyAdmin(em, actor, request.company.organisationNumber))) throw new DomainError('invitationRequest.notFound');
  return request;
};

/**
 * `GET /invitation/invitation-request/{id}`: who asks for what in which company. An admin of the company may
 * decide it (`canDecide`); the requester may read their own (a pending company entry opens it); anyone else is
 * told it does not exist.
 */
export const getInvitationRequest = async ({ em, actor, id }: { em: EntityManager; actor: User; id: string }): Promise<InvitationRequestView> => {
  const request = await loadRequest(em, id);
  const canDecide = await isCompanyAdmin(em, actor, request.company.organisationNumber);
  if (!canDecide && request.requestedBy.id !== actor.id) throw new DomainError('invitationRequest.notFound');
  return {
    canDecide,
    id: request.id,
    organisationNumber: request.company.organisationNumber,
    companyName: request.company.name,
    requesterName: request.requestedBy.name,
    requesterEmail: request.requestedBy.email,
    requestAccessType: request.requestAccessType,
    personalNoteText: request.personalNoteText ?? null,
    state: request.state,
    createdAt: request.createdAt.toISOString(),
  };
};

const accessFor: Record<Exclude<RequestAccessType, 'shareholder-portal'>, GrantedAccessType> = { admin: 'ADMIN', 'board-portal': 'BOARD_MEMBER' };

/**
 * The holder on the company's register with this email, or null. The register wing passes it in
 * (register/shareholder-portal/handle-invitation-request.ts): the platform does not read the register.
 */
export type FindHolderByEmail = (em: EntityManager, company: Company, email: string) => Promise<{ id: string } | null>;

/**
 * Answers one pending request in the caller's transaction: accepting grants the access asked for (shareholder-portal
 * access for the holder on the register with the requester's email, `findHolderByEmail`); audited either way.
 */
export const applyDecision = async (tx: EntityManager, actor: User, request: InvitationRequest, decision: 'accept' | 'reject', findHolderByEmail: FindHolderByEmail) => {
  if (decision === 'accept') {
    const { company, requestedBy: user } = request;
    if (request.requestAccessType === 'shareholder-portal') {
      const holder = await findHolderByEmail(tx, company, requireVerifiedEmail(user));
      if (!holder) throw new DomainError('invitationRequest.noShareholder');
      await grantCompanyAccess({ em: tx, actor, user, company, grant: { accessType: 'SHAREHOLDER', shareholderId: holder.id } });
    } else {
      await grantCompanyAccess({ em: tx, actor, user, company, grant: { accessType: accessFor[request.requestAccessType] } });
    }
  }
  request.state = decision === 'accept' ? 'ACCEPTED' : 'REJECTED';
  request.handledAt = new Date();
  request.handledBy = actor;
  recordAuditEvent({ em: tx, type: decision === 'accept' ? 'invitationRequest.accepted' : 'invitationRequest.rejected', actor, company: request.company, after: { requestId: request.id } });
};

/**
 * Accepts or rejects a pending request once. Accepting grants the access asked for; shareholder-portal access
 * is for the holder on the register with the requester's email (`findHolderByEmail`).
 */
export const decideInvitationRequest = ({ em, actor, id, decision, findHolderByEmail }: { em: EntityManager; actor: User; id: string; decision: 'accept' | 'reject'; findHolderByEmail: FindHolderByEmail }): Promise<InvitationRequestDecision> =>
  em.transactional(async (tx) => {
    const request = await findRequest(tx, actor, id);
    if (request.state !== 'PENDING') throw new DomainError('invitationRequest.handled');
    await applyDecision(tx, actor, request, decision, findHolderByEmail);
    return { state: request.state };
  });
