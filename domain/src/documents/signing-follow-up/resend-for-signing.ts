import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { ArchiveActor } from '../archive/archive-access';
import { queueSigningEmail } from '../signing/send-signing-request';
import { issueSignerToken } from '../signing/signing-links';
import type { TResendForSigningInput } from './signing-follow-up.schemas';
import { findSigner, isLive, requireFollowUp } from './signing-follow-up-access';

/**
 * `POST /document/resend-for-signing/{signedDocumentId}` (the signing status dialog's resend and edit signer): a signer
 * who has not signed a live request gets the email again, with the name, address, language and method as edited.
 * The signer gets a new link (the old one stops working) and is unlocked after wrong codes. Audited.
 */
export const resendForSigning = ({ em, appUrl, actor, signerId, input, now = new Date() }: { em: EntityManager; appUrl: string; actor: ArchiveActor; signerId: string; input: TResendForSigningInput; now?: Date }) =>
  em.transactional(async (tx) => {
    const signer = await findSigner(tx, actor, signerId);
    const { request } = signer;
    await requireFollowUp(tx, actor, request);
    if (signer.signedAt) throw new DomainError('signing.alreadySigned');
    if (!isLive(request)) throw new DomainError('signing.requestCancelled');
    const before = { id: signer.id, name: signer.name, email: signer.email, signingMethod: signer.signingMethod };
    Object.assign(signer, { ...input, failedCodeAttempts: 0, codeLockedAt: null, resentAt: now });
    const token = issueSignerToken(signer);
    queueSigningEmail({ tx, appUrl, request, signer, token, senderName: actor.user.name, companyName: actor.company.name });
    recordAuditEvent({ em: tx, type: 'signing.signerResent', actor: actor.user, company: actor.company, before, after: { id: signer.id, name: signer.name, email: signer.email, signingMethod: signer.signingMethod, requestId: request.id } });
    await tx.flush();
    return { signedDocumentId: signer.id, resentAt: now.toISOString() };
  });
