import { LockMode, type EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import { checkedUpload } from './checked-upload';
import { attachmentInfo } from './attachment-json';
import { TransactionAttachment } from './transaction-attachment.entity';
import { attachmentLimits } from './transaction-attachment.schemas';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';

/**
 * Keeps a document beside a log entry (seed: `POST /transactionlog/{id}/upload-attachment`). The type is read
 * from the bytes and the kept name carries that type's extension (a PDF named `.bat` is kept as `.pdf`); empty, over 20 MiB, of another type, or past 50 on the entry is refused. The entry itself is
 * not touched (its hash does not cover attachments); the upload is audited with the file's SHA-256.
 */
export const addTransactionAttachment = ({ em, actor, company, entryId, upload }: { em: EntityManager; actor: User; company: Company; entryId: string; upload: { data: Uint8Array; fileName: string } }) =>
  em.transactional(async (tx) => {
    // Locked (never changed), so concurrent uploads to one entry count one after the other: never past the limit.
    const entry = await tx.findOne(TransactionLogEntry, { id: entryId, company, correction: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!entry) throw new DomainError('transactions.notFound');
    const file = await checkedUpload(upload);
    if ((await tx.count(TransactionAttachment, { entry })) >= attachmentLimits.maxPerEntry)
      throw new DomainError('transactions.attachment.tooMany', { max: attachmentLimits.maxPerEntry });
    const attachment = tx.create(TransactionAttachment, { company, entry, ...file, createdBy: actor });
    const info = attachmentInfo(attachment);
    recordAuditEvent({ em: tx, type: 'transaction.attachmentAdded', actor, company, after: { entryId: entry.id, ...info } });
    return info;
  });
