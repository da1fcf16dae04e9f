import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { ArchiveEntry } from '../archive/archive-entry.entity';
import { DocumentViewRecipient } from './document-view-recipient.entity';
import type { TDocumentViewRecipient } from './document-view.schemas';

/** The address of a recipient's view link, relative to the site. */
export const documentViewPath = (recipient: Pick<DocumentViewRecipient, 'id'> & { document: Pick<ArchiveEntry, 'id'> }) =>
  `/document/view/${recipient.document.id}?recipientId=${recipient.id}`;

/**
 * View links to one archive file for the people named, in the caller's transaction (flushed, for the links' ids):
 * each gets their own link (`documentViewPath`), answered for that recipient.
 */
export const createViewLinks = async ({ em, company, actor, document, recipients }: { em: EntityManager; company: Company; actor: User | null; document: ArchiveEntry; recipients: readonly TDocumentViewRecipient[] }) => {
  const created = recipients.map((recipient) => em.create(DocumentViewRecipient, { document, name: recipient.name, email: recipient.email, createdBy: actor, viewedAt: null }));
  await em.flush();
  recordAuditEvent({ em, type: 'documentView.shared', actor, company, after: { documentId: document.id, name: document.name, recipients: recipients.map(({ name, email }) => ({ name, email })) } });
  await em.flush();
  return created.map((recipient) => ({ recipientId: recipient.id, name: recipient.name, email: recipient.email, path: documentViewPath({ id: recipient.id, document }) }));
};

/** Shares a live archive file of the company with people for viewing (the demo data), in the caller's transaction. */
export const shareDocumentForViewing = async ({ em, company, actor, documentId, recipients }: { em: EntityManager; company: Company; actor: User | null; documentId: string; recipients: readonly TDocumentViewRecipient[] }) => {
  const document = await em.findOne(ArchiveEntry, { id: documentId, company, state: { $ne: 'DELETED' }, isFolder: false, file: { $ne: null } });
  if (!document) throw new DomainError('archive.notFound');
  return createViewLinks({ em, company, actor, document, recipients });
};
