import type { EntityManager } from '@mikro-orm/core';
import type { Writable } from 'node:stream';
import type { RegisterFile } from '../../register/export/export-register';
import type { FileStore } from '../storage/file-store';
import { readStoredFile } from '../storage/store-files';
import { SigningRequest } from './signing-request.entity';

/** A sealed request's copy as a download, named as it is filed in the archive. */
export const sealedCopyDownload = async ({ em, store, requestId }: { em: EntityManager; store: FileStore; requestId: string }): Promise<RegisterFile & { content: Uint8Array }> => {
  const request = await em.findOneOrFail(SigningRequest, { id: requestId, sealed: { $ne: null } }, { populate: ['sealed', 'sealedEntry'] });
  const content = await readStoredFile(store, request.sealed!);
  return { fileName: request.sealedEntry?.name ?? request.title, contentType: 'application/pdf', content, write: async (stream: Writable) => void stream.end(content) };
};
