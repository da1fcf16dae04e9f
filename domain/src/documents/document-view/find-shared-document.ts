import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { FileStore } from '../storage/file-store';
import { readStoredFile } from '../storage/store-files';
import { isPreviewable } from '../archive/archive-entry-actions';
import { DocumentViewRecipient } from './document-view-recipient.entity';
import type { SharedDocumentView } from './document-view-views';

type LinkOptions = { em: EntityManager; documentId: string; recipientId: string };

/**
 * The document behind a view link: the recipient must be one of that document, and the document still a live file.
 * Anything else (a wrong pair, a document in the trash or deleted) is the missing-file state, `file-preview.missing-file`,
 * so a link tells nothing about other documents.
 */
const recipientOf = async ({ em, documentId, recipientId }: LinkOptions): Promise<DocumentViewRecipient> => {
  const recipient = await em.findOne(DocumentViewRecipient, { id: recipientId, document: documentId }, { populate: ['document.file', 'document.company'] });
  if (!recipient || recipient.document.state === 'DELETED' || !recipient.document.file) throw new DomainError('file-preview.missing-file');
  return recipient;
};

const extensionOf = (name: string) => (/\.([a-z0-9]{1,10})$/i.exec(name)?.[1] ?? '').toLowerCase();

/** `GET /document/view/{documentId}?recipientId`: what the page shows; the first opening is recorded as viewed. */
export const findSharedDocument = async (options: LinkOptions): Promise<SharedDocumentView> => {
  const recipient = await recipientOf(options);
  const { document } = recipient;
  if (!recipient.viewedAt) {
    recipient.viewedAt = new Date();
    await options.em.flush();
  }
  return {
    documentId: document.id,
    orgNo: document.company.organisationNumber,
    companyName: document.company.name,
    name: document.name,
    contentType: document.file!.contentType,
    extension: extensionOf(document.name),
    previewable: isPreviewable({ contentType: document.file!.contentType }),
    recipientName: recipient.name,
  };
};

/** `GET /document/view/{documentId}/content?recipientId`: the shared document's bytes. */
export const getSharedDocumentContent = async (options: LinkOptions & { store: FileStore }) => {
  const { document } = await recipientOf(options);
  return { name: document.name, contentType: document.file!.contentType, data: await readStoredFile(options.store, document.file!), previewable: isPreviewable({ contentType: document.file!.contentType }) };
};
