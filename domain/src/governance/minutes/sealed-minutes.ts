import type { EntityManager } from '@mikro-orm/core';
import type { Writable } from 'node:stream';
import { SigningRequest } from '../../documents/signing/signing-request.entity';
import type { FileStore } from '../../documents/storage/file-store';
import { readStoredFile } from '../../documents/storage/store-files';
import type { RegisterFile } from '../../register/export/export-register';
import { findDocumentSigning } from '../projects/document-signing';
import { ProjectDocument } from '../projects/project-document.entity';
import type { Project } from '../projects/project.entity';

/** The signing request of a general meeting's minutes in force when it is signed by all and sealed; else null. */
export const findSealedMinutes = async (em: EntityManager, project: Project): Promise<SigningRequest | null> => {
  const document = await em.findOne(ProjectDocument, { project, documentType: 'general_meeting' });
  const signing = document ? await findDocumentSigning(em, document) : null;
  if (signing?.status !== 'SIGNING_COMPLETE') return null;
  return em.findOneOrFail(SigningRequest, signing.requestId, { populate: ['sealed', 'sealedEntry'] });
};

/** The sealed minutes' bytes and file name, as the holders get them. */
export const sealedMinutesFile = async (store: FileStore, request: SigningRequest): Promise<{ name: string; content: Uint8Array }> => ({
  name: request.sealedEntry?.name ?? request.title,
  content: await readStoredFile(store, request.sealed!),
});

/** The sealed minutes as a download. */
export const sealedMinutesDownload = async (store: FileStore, request: SigningRequest): Promise<RegisterFile> => {
  const { name, content } = await sealedMinutesFile(store, request);
  return { fileName: name, contentType: 'application/pdf', write: async (stream: Writable) => void stream.end(content) };
};
