import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { ErrorCode } from '../../collected/error-codes';
import type { User } from '../../platform/users/user.entity';
import { appendLogEntry, lockRegisterHeadFacts } from '../log/append-log-entry';
import { loadEffectiveEntries, type EffectiveEntry } from '../log/ledger-log';
import { registerWithClasses } from '../read-model/register-state-from-db';
import { replayWritingSnapshots } from '../read-model/register-snapshots';
import { replaceReadModel } from '../read-model/save-holdings';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';
import { transactionSlugs } from './transaction-slugs';
import type { Correction } from '../log/log-entry-types';
import type { TransactionPathType } from './transaction-types';

export type CorrectionTarget = { slug: TransactionPathType; id: string };

type CorrectionOptions = CorrectionTarget & {
  tx: EntityManager;
  actor: User;
  company: Company;
  correction: Correction;
  payload: Record<string, unknown>;
  /** The code a correction that breaks a later entry is refused with; the ledger's code goes in `reason`. */
  refusal: ErrorCode;
  /** The log as it would count after the correction, and the date the correcting entry carries. */
  change: (entries: EffectiveEntry[], target: EffectiveEntry) => { entries: EffectiveEntry[]; date: Date };
};

/**
 * Corrects an entry without touching it: under the register lock, replays the whole log as it would be after
 * the correction, refuses (`refusal`) when a later entry no longer holds, else appends a correcting entry that
 * points at the original and rebuilds the read model from the replay. An entry already deleted, or a
 * correcting entry, cannot be corrected (`transactions.notFound`).
 */
export const correctTransaction = async ({ tx, actor, company, slug, id, correction, payload, refusal, change }: CorrectionOptions) => {
  const head = await lockRegisterHeadFacts(tx, company);
  const original = await tx.findOne(TransactionLogEntry, { id, company, correction: null });
  const entries = await loadEffectiveEntries(tx, company);
  const target = entries.find((entry) => entry.id === id);
  if (!original || !target) throw new DomainError('transactions.notFound');
  if (!(transactionSlugs[slug].transactionTypes as readonly string[]).includes(target.type)) throw new DomainError('unsupportedTransactionType');
  const changed = change(entries, target);
  const initial = await registerWithClasses(tx, company);
  const state = await replayWritingSnapshots(tx, company, changed.entries, initial, refusal);
  await replaceReadModel(tx, company, head, state, changed.entries, initial);
  const entry = await appendLogEntry(tx, head, company, actor, { type: original.type, transactionDate: changed.date, payload, corrects: original, correction, postings: [] });
  return { entry, original, before: target, entries: changed.entries };
};
