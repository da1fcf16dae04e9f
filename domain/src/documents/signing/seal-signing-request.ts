import { LockMode, type EntityManager } from '@mikro-orm/core';
import { translate } from '../../kernel/i18n/translate';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { queueEmail } from '../../platform/email/queue-email';
import { ArchiveEntry } from '../archive/archive-entry.entity';
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

/** Thrown inside the filing transaction when another process sealed first: rolls this copy back. */
class SealedMeanwhile extends Error {}

/**
 * Seals a request every signer has signed: the original with its certificate page and the platform's signature, filed
 * as a new entry in the destination folder (the section's top when that folder is gone), the request and its archive
 * file SIGNING_COMPLETE, and the sealed copy emailed to the chosen recipients, all in one transaction after the bytes
 * are stored. A request already sealed, or not yet signed by all, is left as it is; so is one sealed meanwhile.
 */
export const sealSigningRequest = async ({ em, store, certificate, appUrl, requestId, now = new Date() }: { em: EntityManager; store: FileStore; certificate: SealingCertificate; appUrl: string; requestId: string; now?: Date }): Promise<void> => {
  const request = await em.findOneOrFail(SigningRequest, requestId, { populate });
  const signers = await em.find(Signer, { request }, { orderBy: { position: 'asc' } });
  if (request.sealed || request.status !== 'SIGNING_IN_PROGRESS' || !signers.every((signer) => signer.signedAt)) return;
  const verifyUrl = `${appUrl}/document/verify`;
  const sealed = await sealDocument({ original: await readStoredFile(store, request.original), signers: signers.map(sealSigner), certificate, verifyUrl, language: request.language, now });
  try {
    await withStoredFiles({
      em,
      store,
      company: request.company,
      files: [{ data: sealed, contentType: 'application/pdf' }],
      command: async (tx, [file]) => {
        const current = await tx.findOneOrFail(SigningRequest, requestId, { lockMode: LockMode.PESSIMISTIC_WRITE, populate, refresh: true });
        if (current.sealed || current.status !== 'SIGNING_IN_PROGRESS') throw new SealedMeanwhile();
        const folder = current.destinationFolder && current.destinationFolder.state !== 'DELETED' ? current.destinationFolder : null;
        const section = current.destinationSection;
        const name = await freeName({ em: tx, company: current.company, section, parentId: folder?.id ?? null, name: sealedFileName(current.title, translate(current.language, 'signing.sealedFileSuffix')) });
        const entry = tx.create(ArchiveEntry, { company: current.company, section, parent: folder, isFolder: false, name, nameKey: archiveNameKey(name), file: file!, state: 'ARCHIVED', signingStatus: 'SIGNING_COMPLETE', createdBy: current.requestedBy });
        current.status = 'SIGNING_COMPLETE';
        current.completedAt = now;
        current.sealed = file!;
        current.sealedEntry = entry;
        if (current.archiveEntry) await tx.nativeUpdate(ArchiveEntry, { id: current.archiveEntry.id }, { signingStatus: 'SIGNING_COMPLETE' });
        for (const recipient of sealedCopyRecipientsOf(current, signers))
          queueEmail({
            em: tx,
            to: recipient.email,
            language: recipient.language,
            template: 'sealedCopy',
            params: { name: recipient.name, companyName: current.company.name, documentTitle: current.title, verifyUrl },
            attachment: { name, content: sealed },
          });
        recordAuditEvent({
          em: tx,
          type: 'signing.sealed',
          actor: null,
          company: current.company,
          after: { id: current.id, title: current.title, source: current.source, originalSha256: current.original.sha256, sealedSha256: file!.sha256, entryId: entry.id },
        });
        await tx.flush();
      },
    });
  } catch (error) {
    if (!(error instanceof SealedMeanwhile)) throw error;
  }
};
