import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { lockRegisterHead } from '../log/append-log-entry';
import { loadEffectiveEntries } from '../log/ledger-log';
import { registerWithClasses } from './register-state-from-db';
import { replayWritingSnapshots } from './register-snapshots';
import { replaceReadModel } from './save-holdings';

/**
 * Rebuilds a company's read model (holdings, holder totals, snapshots, the head's nominal value, highest share
 * number and last date) by replaying its log, under the register lock. The log is the record; this only re-derives it, so it
 * writes no audit event.
 */
export const recomputeRegister = ({ em, company }: { em: EntityManager; company: Company }) =>
  em.transactional(async (tx) => {
    const head = await lockRegisterHead(tx, company);
    const entries = await loadEffectiveEntries(tx, company);
    const initial = await registerWithClasses(tx, company);
    const state = await replayWritingSnapshots(tx, company, entries, initial);
    await replaceReadModel(tx, company, head, state, entries, initial);
    return { entries: entries.length };
  });
