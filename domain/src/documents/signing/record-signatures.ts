import { LockMode, type EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { ArchiveEntry } from '../archive/archive-entry.entity';
import type { SignerIdentification } from '../sealing/signing-methods';
import type { StoredFile } from '../storage/stored-file.entity';
import { assertSignable } from './signing-target';
import { SigningRequest } from './signing-request.entity';
import { Signer } from './signer.entity';
import { markSubscriptionsSigned } from './subscription-form-gate';

/** What a signature records of the act: where from, how the signer was identified, and who the e-ID provider said signed. */
export type SignatureEvidence = { ipAddress: string; identifiedBy: SignerIdentification; assertedIdentity: string | null; handwriting?: StoredFile | null };

/**
 * Records the signatures of these signers in the caller's transaction, each request locked first so two last
 * signatures cannot both see the other missing. Each request moves to SIGNING_IN_PROGRESS (its archive file too), and
 * one every signer has now signed is AWAITING_SEAL in the same transaction, so no last signature is recorded without
 * the seal it owes; answers those requests' ids, which the caller seals after the commit (the sweep if it cannot).
 */
export const recordSignatures = async ({ tx, signerIds, evidence, now = new Date() }: { tx: EntityManager; signerIds: string[]; evidence: SignatureEvidence; now?: Date }): Promise<string[]> => {
  const requestIds = [...new Set((await tx.find(Signer, { id: { $in: signerIds } }, { fields: ['request'] })).map((signer) => signer.request.id))].sort();
  const fullySigned: string[] = [];
  for (const requestId of requestIds) {
    const request = await tx.findOneOrFail(SigningRequest, requestId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const signers = await tx.find(Signer, { request }, { populate: ['request'], refresh: true });
    for (const signer of signers.filter(({ id }) => signerIds.includes(id))) {
      assertSignable(signer);
      signer.signedAt = now;
      signer.signedIpAddress = evidence.ipAddress.slice(0, 64);
      signer.assertedIdentity = evidence.assertedIdentity;
      signer.identifiedBy = evidence.identifiedBy;
      signer.handwriting = evidence.handwriting ?? null;
      recordAuditEvent({
        em: tx,
        type: 'signing.signed',
        actor: null,
        company: request.company,
        after: { id: signer.id, name: signer.name, email: signer.email, signingMethod: signer.signingMethod, requestId, ipAddress: signer.signedIpAddress, assertedIdentity: signer.assertedIdentity },
      });
    }
    request.status = 'SIGNING_IN_PROGRESS';
    if (request.archiveEntry) await tx.nativeUpdate(ArchiveEntry, { id: request.archiveEntry.id }, { signingStatus: 'SIGNING_IN_PROGRESS' });
    if (signers.every((signer) => signer.signedAt)) {
      request.sealState = 'AWAITING_SEAL';
      fullySigned.push(requestId);
      if (request.documentType === 'subscription_form') await markSubscriptionsSigned(tx, requestId, now);
    }
  }
  await tx.flush();
  return fullySigned;
};
