import type { EntityManager } from '@mikro-orm/core';
import { findEntry, requireEntry, type ArchiveActor } from '../archive/archive-access';
import { SigningRequest } from '../signing/signing-request.entity';
import type { SignedDocumentView } from './signing-follow-up-views';

/**
 * `GET /archive/{orgNo}/signed-documents/{entryId}` (ours): the sealed copies of an archive file's completed signings,
 * newest first, for the signed-documents download (its count shows when there is more than one). Copies since
 * deleted are left out. A sealed copy itself (minutes the decision tool had signed, say) is its own signed document.
 */
export const findSignedDocuments = async ({ em, actor, entryId }: { em: EntityManager; actor: ArchiveActor; entryId: string }): Promise<SignedDocumentView[]> => {
  const entry = await findEntry(em, actor.company, entryId);
  await requireEntry(em, actor, entry, 'view');
  const sealedHere = await em.findOne(SigningRequest, { sealedEntry: entry, company: actor.company, status: 'SIGNING_COMPLETE' });
  if (sealedHere) return [{ id: entry.id, name: entry.name, completedAt: sealedHere.completedAt?.toISOString() ?? null }];
  const requests = await em.find(SigningRequest, { archiveEntry: entry, company: actor.company, status: 'SIGNING_COMPLETE', sealedEntry: { state: { $ne: 'DELETED' } } }, { populate: ['sealedEntry'], orderBy: { completedAt: 'desc' } });
  return requests.map((request) => ({ id: request.sealedEntry!.id, name: request.sealedEntry!.name, completedAt: request.completedAt?.toISOString() ?? null }));
};
