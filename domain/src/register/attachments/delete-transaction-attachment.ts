import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { attachmentInfo } from './attachment-json';
import { getTransactionAttachment } from './get-transaction-attachment';

/**
 * Removes an attachment for good (seed: `DELETE /transactionlog/{id}/attachment/{attId}`): a wrong or misfiled
 * document should not stay in the company's records. The audit event keeps its name, size and SHA-256.
 */
export const deleteTransactionAttachment = ({ em, actor, company, entryId, attachmentId }: { em: EntityManager; actor: User; company: Company; entryId: string; attachmentId: string }) =>
  em.transactional(async (tx) => {
    const attachment = await getTransactionAttachment({ em: tx, company, entryId, attachmentId });
    recordAuditEvent({ em: tx, type: 'transaction.attachmentDeleted', actor, company, before: { entryId, ...attachmentInfo(attachment) } });
    tx.remove(attachment);
  });
