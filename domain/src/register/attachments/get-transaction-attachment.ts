import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { TransactionAttachment } from './transaction-attachment.entity';

/** One attachment of an entry of the company, its bytes loaded when `withContent`; any other is `transactions.attachment.notFound`. */
export const getTransactionAttachment = async ({ em, company, entryId, attachmentId, withContent = false }: { em: EntityManager; company: Company; entryId: string; attachmentId: string; withContent?: boolean }) => {
  const attachment = await em.findOne(
    TransactionAttachment,
    { id: attachmentId, entry: entryId, company },
    { populate: withContent ? ['createdBy', 'content'] : ['createdBy'] },
  );
  if (!attachment) throw new DomainError('transactions.attachment.notFound');
  return attachment;
};
