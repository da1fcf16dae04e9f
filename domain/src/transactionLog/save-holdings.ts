import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type { Company } from '../company/company.entity';
import { Holding } from './holding.entity';
import type { LedgerPosting } from './ledger/ledger-transaction';
import { allHoldings, holdingOf, type RegisterState } from './ledger/register-state';
import type { LedgerEntry } from './ledger/replay';
import { countShares, formatShareNumbers, type ShareInterval } from './ledger/share-number-intervals';
import { pgArray } from './pg-array';
import type { RegisterHead } from './register-head.entity';

const batch = 5_000;

const row = (company: Company, shareholderId: string, shareClassId: string, intervals: readonly ShareInterval[]) => ({
  shareholder: shareholderId,
  shareType: shareClassId,
  company: company.id,
  shares: countShares(intervals),
  shareNumbers: formatShareNumbers(intervals, ','),
});


/**
 * Rewrites the per-holder totals (shares, and votes at today's votes per share) of `holders`, or of everyone,
 * from the holdings: after the holdings change, and after votes per share change.
 */
export const saveShareholderTotals = async (tx: EntityManager, company: Company, holders: 'all' | readonly string[]): Promise<void> => {
  const sql = tx as SqlEntityManager;
  if (holders === 'all') {
    await sql.execute('delete from shareholder_total where company_id = ?', [company.id]);
    await sql.execute(
      `insert into shareholder_total (shareholder_id, company_id, shares, votes)
       select h.shareholder_id, h.company_id, sum(h.shares), sum(h.shares * st.votes_per_share)
         from holding h join share_type st on st.id = h.share_type_id
        where h.company_id = ? group by h.shareholder_id, h.company_id`,
      [company.id],
    );
    return;
  }
  if (holders.length === 0) return;
  // One statement: the holders' sums, a holder with nothing left loses its row, the others are written.
  await sql.execute(
    `with sums as (
       select ids.id as shareholder_id, sum(h.shares) as shares, sum(h.shares * st.votes_per_share) as votes
         from unnest(?::uuid[]) as ids(id)
         left join holding h on h.shareholder_id = ids.id
         left join share_type st on st.id = h.share_type_id
        group by ids.id),
     gone as (delete from shareholder_total t using sums where t.shareholder_id = sums.shareholder_id and sums.shares is null)
     insert into shareholder_total (shareholder_id, company_id, shares, votes)
     select shareholder_id, ?, shares, votes from sums where shares is not null
     on conflict (shareholder_id) do update set shares = excluded.shares, votes = excluded.votes`,
    [pgArray(holders), company.id],
  );
};

/** Writes the holdings the postings touched, as `state` has them after the postings: changed, created or gone; then their holders' totals. */
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
  await saveShareholderTotals(tx, company, [...new Set(keys.map(({ shareholderId }) => shareholderId))]);
};

/**
 * Replaces the company's read model with a replayed register: every holding and holder total, and the head's
 * nominal value, highest share number, liquidation and last transaction date. Used after a correction or a
 * back-dated entry, and by recomputation.
 */
export const replaceReadModel = async (tx: EntityManager, company: Company, head: RegisterHead, state: RegisterState, entries: readonly LedgerEntry[]): Promise<void> => {
  const sql = tx as SqlEntityManager;
  await sql.execute('delete from holding where company_id = ?', [company.id]);
  const holdings = allHoldings(state);
  // Column-wise through unnest with bound arrays: one statement per 20,000 holdings, no parameters inlined.
  for (let start = 0; start < holdings.length; start += 20_000) {
    const chunk = holdings.slice(start, start + 20_000);
    await sql.getKysely().executeQuery(
      CompiledQuery.raw(
        `insert into holding (shareholder_id, share_type_id, company_id, shares, share_numbers)
         select shareholder_id, share_type_id, $1, shares, share_numbers from unnest($2::uuid[], $3::uuid[], $4::bigint[], $5::text[]) as rows(shareholder_id, share_type_id, shares, share_numbers)`,
        [
          company.id,
          chunk.map((holding) => holding.shareholderId),
          chunk.map((holding) => holding.shareClassId),
          chunk.map((holding) => countShares(holding.intervals).toString()),
          chunk.map((holding) => formatShareNumbers(holding.intervals, ',')),
        ],
      ),
    );
  }
  await saveShareholderTotals(tx, company, 'all');
  head.nominalValue = state.nominalValue;
  head.highestShareNumber = state.highestShareNumber;
  head.isLiquidated = state.isLiquidated;
  head.lastTransactionDate = entries.reduce<Date | null>((last, entry) => (!last || entry.transactionDate > last ? entry.transactionDate : last), null);
};
