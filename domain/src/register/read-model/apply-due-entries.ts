import type { EntityManager } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';
import { runBound } from '../../kernel/sql/run-bound';
import { replay } from '../ledger/replay';
import { lockRegisterHead, type HeadFacts } from '../log/append-log-entry';
import { loadEffectiveEntries } from '../log/ledger-log';
import { underLedgerRules } from '../ledger/ledger-refusal';
import { readModelCutoff } from './read-model-cutoff';
import { registerWithClasses } from './register-state-from-db';
import { replaceReadModel } from './save-holdings';

/**
 * Under the company's register lock: when a future-dated entry has fallen due (the head's `pendingFrom` is today
 * or earlier), rebuilds the read model as of today from the log, so today's register, the list, exports and the
 * portfolio count it from its date on. The caller writes the head (an append's statement, or the entity's flush).
 */
export const applyDueEntriesUnderLock = async (tx: EntityManager, company: Company, head: HeadFacts): Promise<boolean> => {
  if (!head.pendingFrom || head.pendingFrom > readModelCutoff()) return false;
  const entries = await loadEffectiveEntries(tx, company);
  const initial = await registerWithClasses(tx, company);
  await replaceReadModel(tx, company, head, underLedgerRules(() => replay(entries, initial)), entries, initial);
  return true;
};

/** Every company whose read model waits for an entry that has fallen due: brought up to today, each in its own transaction. */
export const applyDueEntries = async ({ em }: { em: EntityManager }): Promise<number> => {
  const due = await runBound<{ company_id: string }>(em, 'select company_id from register_head where pending_from <= $1', [readModelCutoff()]);
  for (const { company_id } of due)
    await em.fork().transactional(async (tx) => {
      const company = tx.getReference(Company, company_id);
      await applyDueEntriesUnderLock(tx, company, await lockRegisterHead(tx, company));
    });
  return due.length;
};

/** The day each database's read models were last brought up to, in this process (per ORM configuration, like the append queue). */
const currentThrough = new WeakMap<object, { day: string; sweep?: Promise<unknown> }>();

/**
 * Makes sure today's read models count every entry dated up to today before a request reads them: the first call
 * of a day sweeps (`applyDueEntries`), later calls that day cost a comparison. Entries fall due only when the day
 * changes (the cut-off is the end of a day), so once a day is enough; other processes sweep the same way, and the
 * sweep is idempotent under the register lock. Appends check their own company under the lock as well.
 */
export const ensureReadModelsCurrent = async (em: EntityManager): Promise<void> => {
  const day = new Date().toISOString().slice(0, 10);
  const known = currentThrough.get(em.config);
  if (known?.day === day && !known.sweep) return;
  if (known?.day === day && known.sweep) return void (await known.sweep);
  const entry: { day: string; sweep?: Promise<unknown> } = { day };
  entry.sweep = applyDueEntries({ em: em.fork() }).then(
    () => void delete entry.sweep,
    (error: unknown) => {
      currentThrough.delete(em.config);
      throw error;
    },
  );
  currentThrough.set(em.config, entry);
  await entry.sweep;
};
