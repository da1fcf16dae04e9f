import { LockMode, type EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { translate } from '../../collected/translate';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { queueEmail } from '../../platform/email/queue-email';
import { ArchiveEntry } from '../archive/archive-entry.entity';
import { createViewLinks } from '../document-view/share-document-for-viewing';
import { archiveNameMaxLength } from '../archive/archive-constants';
import { archiveNameKey } from '../archive/archive-name';
import { freeName } from '../archive/unique-name';
import { sealDocument } from '../sealing/seal-document';
import type { SealingCertificate } from '../sealing/sealing-certificate';
import type { TSealSigner } from '../sealing/sealing.schemas';
import type { FileStore } from '../storage/file-store';
import { readStoredFile, withStoredFiles } from '../storage/store-files';
import { sealedCopyRecipientsOf } from './sealed-copy-recipients';
import { SigningRequest } from './signing-request.entity';
import { Signer } from './signer.entity';

const populate = ['company', 'original', 'requestedBy', 'destinationFolder'] as const;

/** The sealed copy's name: the original's with the language's "signed" before the extension ("Avtale (signert).pdf"). */
export const sealedFileName = (title: string, suffix: string): string => {
  const stem = title.replace(/\.pdf$/i, '');
  const tail = ` (${suffix}).pdf`;
  return `${stem.slice(0, archiveNameMaxLength - tail.length)}${tail}`;
};

const sealSigner = (signer: Signer): TSealSigner => ({
  name: signer.name,
  signingMethod: signer.signingMethod,
  signedAt: signer.signedAt!.toISOString(),
  ipAddress: signer.signedIpAddress ?? 'unknown',
  assertedIdentity: signer.assertedIdentity ?? null,
  ...(signer.identifiedBy ? { identifiedBy: signer.identifiedBy, email: signer.email } : {}),
});

/** What an attempt to seal came to: sealed now; nothing to seal (sealed before, cancelled, not signed by all); another process sealing it right now; failed, and recorded so. */
export type SealOutcome = 'sealed' | 'nothingToSeal' | 'busy' | 'failed';

/** Records a failed attempt (SEAL_FAILED, its count, the message key, audited) on a request still owed its seal. */
const recordSealFailure = async ({ em, requestId, error, now }: { em: EntityManager; requestId: string; error: unknown; now: Date }) =>
  em.transactional(async (tx) => {
    const request = await tx.findOne(SigningRequest, { id: requestId, sealState: { $ne: null }, status: 'SIGNING_IN_PROGRESS' }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['company'] });
    if (!request) return;
    request.sealState = 'SEAL_FAILED';
    request.sealAttempts += 1;
    request.sealFailedAt = now;
    request.sealError = error instanceof DomainError ? error.code : 'signing.sealFailed';
    const message = error instanceof Error ? error.message : String(error);
    recordAuditEvent({ em: tx, type: 'signing.sealFailed', actor: null, company: request.company, after: { id: request.id, title: request.title, attempt: request.sealAttempts, error: message.slice(0, 500) } });
  });

/**
 * Seals a request every signer has signed (`sealState` set): the original with its certificate page and the platform's
 * signature, filed as a new entry in the destination folder (the section's top when that folder is gone), the request
 * and its archive file SIGNING_COMPLETE, and the sealed copy emailed to the chosen recipients (each with a view link), in one transaction that
 * holds the request's row lock from start to commit, so it is sealed exactly once whatever the number of processes
 * (one that finds it locked answers `busy`; a process that dies mid-seal loses the lock and leaves it owed). The bytes
 * are stored inside that transaction (a crash before the commit leaves them to the file sweep). A failure rolls it all
 * back and is recorded on the request as SEAL_FAILED, for the sweep and the sender to retry.
 */
export const sealSigningRequest = async ({ em, store, certificate, appUrl, requestId, now = new Date() }: { em: EntityManager; store: FileStore; certificate: () => Promise<SealingCertificate>; appUrl: string; requestId: string; now?: Date }): Promise<SealOutcome> => {
  try {
    return await em.transactional(async (tx): Promise<SealOutcome> => {
      const request = await tx.findOne(SigningRequest, requestId, { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, populate, refresh: true });
      if (!request) return (await tx.count(SigningRequest, { id: requestId })) ? 'busy' : 'nothingToSeal';
      const signers = await tx.find(Signer, { request }, { orderBy: { position: 'asc' } });
      if (request.sealed || !request.sealState || request.status !== 'SIGNING_IN_PROGRESS' || !signers.every((signer) => signer.signedAt)) return 'nothingToSeal';
      const verifyUrl = `${appUrl}/document/verify`;
      const sealed = await sealDocument({ original: await readStoredFile(store, request.original), signers: signers.map(sealSigner), certificate: await certificate(), verifyUrl, language: request.language, now });
      return withStoredFiles<SealOutcome>({
        em: tx,
        store,
        company: request.company,
        files: [{ data: sealed, contentType: 'application/pdf' }],
        command: async (filing, [file]) => {
          const folder = request.destinationFolder && request.destinationFolder.state !== 'DELETED' ? request.destinationFolder : null;
          const section = request.destinationSection;
          const name = await freeName({ em: filing, company: request.company, section, parentId: folder?.id ?? null, name: sealedFileName(request.title, translate(request.language, 'signing.sealedFileSuffix')) });
          const entry = filing.create(ArchiveEntry, { company: request.company, section, parent: folder, isFolder: false, name, nameKey: archiveNameKey(name), file: file!, state: 'ARCHIVED', signingStatus: 'SIGNING_COMPLETE', createdBy: request.requestedBy });
          Object.assign(request, { status: 'SIGNING_COMPLETE', completedAt: now, sealed: file!, sealedEntry: entry, sealState: null, sealError: null });
          if (request.archiveEntry) await filing.nativeUpdate(ArchiveEntry, { id: request.archiveEntry.id }, { signingStatus: 'SIGNING_COMPLETE' });
          const addressees = sealedCopyRecipientsOf(request, signers);
          const links = await createViewLinks({ em: filing, company: request.company, actor: null, document: entry, recipients: addressees });
          addressees.forEach((recipient, index) =>
            queueEmail({
              em: filing,
              to: recipient.email,
              language: recipient.language,
              template: 'sealedCopy',
              params: { name: recipient.name, companyName: request.company.name, documentTitle: request.title, viewUrl: `${appUrl}${links[index]!.path}`, verifyUrl },
              attachment: { name, content: sealed },
            }),
          );
          recordAuditEvent({
            em: filing,
            type: 'signing.sealed',
            actor: null,
            company: request.company,
            after: { id: request.id, title: request.title, source: request.source, originalSha256: request.original.sha256, sealedSha256: file!.sha256, entryId: entry.id },
          });
          await filing.flush();
          return 'sealed';
        },
      });
    });
  } catch (error) {
    await recordSealFailure({ em: em.fork(), requestId, error, now });
    return 'failed';
  }
};
