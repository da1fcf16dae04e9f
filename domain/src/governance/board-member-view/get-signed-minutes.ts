import type { EntityManager } from '@mikro-orm/core';
import { sealedCopyDownload } from '../../documents/signing/sealed-copy';
import type { FileStore } from '../../documents/storage/file-store';
import { DomainError } from '../../kernel/errors/domain-error';
import type { ResolveViewer } from './meeting-actions';

/**
 * `GET /boardmember-view/{orgNo}/meetings/{id}/signed-minutes` (ours): the board's minutes as signed and sealed, for a
 * board member in the portal. Minutes not (or no longer) signed by all: `boardMemberView.minutesNotSigned` (404).
 */
export const getSignedMinutes = async ({ em, store, resolveViewer }: { em: EntityManager; store: FileStore; resolveViewer: ResolveViewer }) => {
  const { context } = await resolveViewer(em);
  if (context.minutesSigning?.status !== 'SIGNING_COMPLETE') throw new DomainError('boardMemberView.minutesNotSigned');
  return sealedCopyDownload({ em, store, requestId: context.minutesSigning.requestId });
};
