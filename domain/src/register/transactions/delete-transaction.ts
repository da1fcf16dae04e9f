import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { correctTransaction, type CorrectionTarget } from './correct-transaction';

/**
 * Deletes a transaction by appending a DELETE correction: the register replays without it. Refused with
 * `transactions.delete.validation-error` when a later entry builds on its shares (e.g. sells issued shares).
 */
export const deleteTransaction = ({ em, actor, company, target }: { em: EntityManager; actor: User; company: Company; target: CorrectionTarget }) =>
  em.transactional(async (tx) => {
    const { entry, before } = await correctTransaction({
      tx,
      actor,
      company,
      ...target,
      correction: 'DELETE',
      payload: {},
      refusal: 'transactions.delete.validation-error',
      change: (entries, deleted) => ({ entries: entries.filter((entry) => entry !== deleted), date: deleted.transactionDate }),
    });
    recordAuditEvent({ em: tx, type: 'transaction.deleted', actor, company, before: { id: before.id, type: before.type }, after: { correctionId: entry.id } });
    return entry;
  });
