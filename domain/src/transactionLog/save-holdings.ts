import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../company/company.entity';
import { Holding } from './holding.entity';
import type { LedgerPosting } from './ledger/ledger-transaction';
import { allHoldings, holdingOf, type RegisterState } from './ledger/register-state';
import type { LedgerEntry } from './ledger/replay';
import { countShares, formatShareNumbers, type ShareInterval } from './ledger/share-number-intervals';
import type { RegisterHead } from './register-head.entity';

const batch = 5_000;

const row = (company: Company, shareholderId: string, shareClassId: string, intervals: readonly ShareInterval[]) => ({
  shareholder: shareholderId,
  shareType: shareClassId,
  company: company.id,
  shares: countShares(intervals),
  shareNumbers: formatShareNumbers(intervals, ','),
});

/** Writes the holdings the postings touched, as `state` has them after the postings: changed, created or gone. */
export const saveTouchedHoldings = async (tx: EntityManager, company: Company, state: RegisterState, postings: readonly LedgerPosting[]): Promise<void> => {
  const touched = new Map<string, { shareholderId: string; shareClassId: string }>();
  for (const { account, shareClassId } of postings)
    if (account.kind === 'HOLDER') touched.set(JSON.stringify([account.shareholderId, shareClassId]), { shareholderId: account.shareholderId, shareClassId });
  const keys = [...touched.values()];
  const gone = keys.filter(({ shareholderId, shareClassId }) => holdingOf(state, shareholderId, shareClassId).length === 0);
  const kept = keys.filter(({ shareholderId, shareClassId }) => holdingOf(state, shareholderId, shareClassId).length > 0);
  for (let start = 0; start < gone.length; start += batch)
    await tx.nativeDelete(Holding, { $or: gone.slice(start, start + batch).map(({ shareholderId, shareClassId }) => ({ shareholder: shareholderId, shareType: shareClassId })) });
  for (let start = 0; start < kept.length; start += batch)
    await tx.upsertMany(
      Holding,
      kept.slice(start, start + batch).map(({ shareholderId, shareClassId }) => row(company, shareholderId, shareClassId, holdingOf(state, shareholderId, shareClassId))),
    );
};

/**
 * Replaces the company's read model with a replayed register: every holding, and the head's nominal value,
 * highest share number, liquidation and last transaction date. Used after a correction or a back-dated entry.
 */
export const replaceReadModel = async (tx: EntityManager, company: Company, head: RegisterHead, state: RegisterState, entries: readonly LedgerEntry[]): Promise<void> => {
  await tx.nativeDelete(Holding, { company });
  const rows = allHoldings(state).map(({ shareholderId, shareClassId, intervals }) => row(company, shareholderId, shareClassId, intervals));
  for (let start = 0; start < rows.length; start += batch) await tx.insertMany(Holding, rows.slice(start, start + batch));
  head.nominalValue = state.nominalValue;
  head.highestShareNumber = state.highestShareNumber;
  head.isLiquidated = state.isLiquidated;
  head.lastTransactionDate = entries.reduce<Date | null>((last, entry) => (!last || entry.transactionDate > last ? entry.transactionDate : last), null);
};
