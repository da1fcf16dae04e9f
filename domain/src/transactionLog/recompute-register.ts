import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../company/company.entity';
import { lockRegisterHead } from './append-log-entry';
import { replay } from './ledger/replay';
import { loadEffectiveEntries } from './ledger-log';
import { underLedgerRules } from './ledger-refusal';
import { registerWithClasses } from './register-state-from-db';
import { replaceReadModel } from './save-holdings';

/**
 * Rebuilds a company's read model (holdings, the head's nominal value, highest share number and last date)
 * by replaying its log, under the register lock. The log is the record; this only re-derives it, so it
 * writes no audit event.
 */
export const recomputeRegister = ({ em, company }: { em: EntityManager; company: Company }) =>
  em.transactional(async (tx) => {
    const head = await lockRegisterHead(tx, company);
    const entries = await loadEffectiveEntries(tx, company);
    const initial = await registerWithClasses(tx, company);
    const state = underLedgerRules(() => replay(entries, initial));
    await replaceReadModel(tx, company, head, state, entries);
    return { entries: entries.length };
  });
