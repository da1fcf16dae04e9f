import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { attachmentInfo } from './attachment-json';
import { TransactionAttachment } from './transaction-attachment.entity';

/** The attachments of one entry, oldest first, without their bytes (the seed's `attachments` of a log entry). */
export const findTransactionAttachments = async ({ em, company, entryId }: { em: EntityManager; company: Company; entryId: string }) =>
  (await em.find(TransactionAttachment, { entry: entryId, company }, { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['createdBy'] })).map(attachmentInfo);
