import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../../platform/companies/company.entity';
import type { LedgerPosting } from '../ledger/ledger-transaction';
import { allHoldings, holdingOf, type RegisterState } from '../ledger/register-state';
import { replayAsOf, type LedgerEntry } from '../ledger/replay';
import { underLedgerRules } from '../ledger/ledger-refusal';
import { readModelCutoff } from './read-model-cutoff';
import type { NewHolding } from '../ledger/new-shares';
import { countShares, formatShareNumbers } from '../ledger/share-number-intervals';
import { advanceHead, type HeadFacts, type StatementPart } from '../log/append-log-entry';
import { runBound } from '../../kernel/sql/run-bound';

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
         from holding h join share_class st on st.id = h.share_class_id
        where h.company_id = ? group by h.shareholder_id, h.company_id`,
      [company.id],
    );
    return;
  }
  if (holders.length === 0) return;
  // One statement: the holders' sums, a holder with nothing left loses its row, the others are written. The ids are
  // bound, not inlined (`execute` would write 100,000 ids into the statement's text through copies of it).
  await runBound(
    tx,
    `with sums as (
       select ids.id as shareholder_id, sum(h.shares) as shares, sum(h.shares * st.votes_per_share) as votes
         from unnest($1::uuid[]) as ids(id)
         left join holding h on h.shareholder_id = ids.id
         left join share_class st on st.id = h.share_class_id
        group by ids.id),
     gone as (delete from shareholder_total t using sums where t.shareholder_id = sums.shareholder_id and sums.shares is null)
     insert into shareholder_total (shareholder_id, company_id, shares, votes)
     select shareholder_id, $2, shares, votes from sums where shares is not null
     on conflict (shareholder_id) do update set shares = excluded.shares, votes = excluded.votes`,
    [holders, company.id],
  );
};

/**
 * The read model of holders who held nothing before (an opening, an import's new holders): their holdings and
 * their totals (votes at today's votes per share), in one statement from one array per column. The totals are
 * summed from the same arrays, so nothing is read back; a holder who already had a total is refused by its key.
 * Both go in by holder id, so each index is written in key order rather than at random places.
 */
export const insertNewHoldings = async (tx: EntityManager, company: Company, holdings: readonly NewHolding[]): Promise<void> => {
  if (holdings.length === 0) return;
  await runBound(
    tx,
    `with new_holdings as (select * from unnest($2::uuid[], $3::uuid[], $4::bigint[], $5::text[]) as k(shareholder_id, share_class_id, shares, share_numbers)),
     holdings as (
       insert into holding (shareholder_id, share_class_id, company_id, shares, share_numbers)
       select shareholder_id, share_class_id, $1, shares, share_numbers from new_holdings order by shareholder_id, share_class_id)
     insert into shareholder_total (shareholder_id, company_id, shares, votes)
     select k.shareholder_id, $1, sum(k.shares), sum(k.shares * st.votes_per_share)
       from new_holdings k join share_class st on st.id = k.share_class_id
      group by k.shareholder_id order by k.shareholder_id`,
    [
      company.id,
      holdings.map(({ shareholderId }) => shareholderId),
      holdings.map(({ shareClassId }) => shareClassId),
      holdings.map(({ intervals }) => countShares(intervals).toString()),
      holdings.map(({ intervals }) => formatShareNumbers(intervals, ',')),
    ],
  );
};

const touchedHoldingsCtes = `
  holdings_gone as (
    delete from holding h using unnest($2::uuid[], $3::uuid[]) as g(shareholder_id, share_class_id)
     where h.shareholder_id = g.shareholder_id and h.share_class_id = g.share_class_id),
  holdings_kept as (
    insert into holding (shareholder_id, share_class_id, company_id, shares, share_numbers)
    select shareholder_id, share_class_id, $1, shares, share_numbers from unnest($4::uuid[], $5::uuid[], $6::bigint[], $7::text[]) as k(shareholder_id, share_class_id, shares, share_numbers)
        on conflict (shareholder_id, share_class_id) do update set shares = excluded.shares, share_numbers = excluded.share_numbers),
  sums as (
    select ids.id as shareholder_id, sum(h.shares) as shares, sum(h.shares * st.votes_per_share) as votes
      from unnest($8::uuid[]) as ids(id)
      left join unnest($9::uuid[], $10::uuid[], $11::bigint[]) as h(shareholder_id, share_class_id, shares) on h.shareholder_id = ids.id
      left join share_class st on st.id = h.share_class_id
     group by ids.id),
  totals_emptied as (delete from shareholder_total t using sums where t.shareholder_id = sums.shareholder_id and sums.shares is null),
  totals_kept as (
    insert into shareholder_total (shareholder_id, company_id, shares, votes)
    select shareholder_id, $1, shares, votes from sums where shares is not null
    on conflict (shareholder_id) do update set shares = excluded.shares, votes = excluded.votes)`;

/**
 * The write of the holdings the postings touched, as `state` has them after the postings (changed, created or
 * gone), and of their holders' totals: a statement part the log entry's append runs with it (one round trip),
 * or null when the postings touch no holder. The totals are summed from `state`, which must hold every holding
 * of those holders (an append loads its holders' holdings of all classes); a data-modifying CTE does not see
 * its siblings' writes.
 */
export const touchedHoldingsWrite = (company: Company, state: RegisterState, postings: readonly LedgerPosting[]): StatementPart | null => {
  const touched = new Map<string, { shareholderId: string; shareClassId: string }>();
  for (const { account, shareClassId } of postings)
    if (account.kind === 'HOLDER') touched.set(JSON.stringify([account.shareholderId, shareClassId]), { shareholderId: account.shareholderId, shareClassId });
  const keys = [...touched.values()];
  if (keys.length === 0) return null;
  const gone = keys.filter(({ shareholderId, shareClassId }) => holdingOf(state, shareholderId, shareClassId).length === 0);
  const kept = keys.filter(({ shareholderId, shareClassId }) => holdingOf(state, shareholderId, shareClassId).length > 0);
  const holders = [...new Set(keys.map(({ shareholderId }) => shareholderId))];
  const theirs = holders.flatMap((shareholderId) =>
    Object.keys(state.shareClasses).flatMap((shareClassId) => {
      const intervals = holdingOf(state, shareholderId, shareClassId);
      return intervals.length > 0 ? [{ shareholderId, shareClassId, shares: countShares(intervals).toString() }] : [];
    }),
  );
  return {
    ctes: touchedHoldingsCtes,
    parameters: [
      company.id,
      gone.map(({ shareholderId }) => shareholderId),
      gone.map(({ shareClassId }) => shareClassId),
      kept.map(({ shareholderId }) => shareholderId),
      kept.map(({ shareClassId }) => shareClassId),
      kept.map(({ shareholderId, shareClassId }) => countShares(holdingOf(state, shareholderId, shareClassId)).toString()),
      kept.map(({ shareholderId, shareClassId }) => formatShareNumbers(holdingOf(state, shareholderId, shareClassId), ',')),
      holders,
      theirs.map(({ shareholderId }) => shareholderId),
      theirs.map(({ shareClassId }) => shareClassId),
      theirs.map(({ shares }) => shares),
    ],
  };
};

/**
 * Replaces the company's read model with a replayed register: every holding and holder total, and the head's
 * nominal value, highest share number, liquidation, last transaction date and pending date. `state` is the
 * register after every entry; when some entries are dated after today (`readModelCutoff`), the read model is the
 * register as of today instead (replayed again from `initial` without them) and the head's `pendingFrom` names the
 * earliest of them, so today's views count an entry from its date on. Used after a correction or a back-dated
 * entry, by recomputation, and when a future-dated entry falls due.
 */
export const replaceReadModel = async (
  tx: EntityManager,
  company: Company,
  head: HeadFacts,
  state: RegisterState,
  entries: readonly LedgerEntry[],
  initial: RegisterState,
): Promise<void> => {
  const cutoff = readModelCutoff();
  const pending = entries.filter((entry) => entry.transactionDate > cutoff);
  const today = pending.length === 0 ? state : underLedgerRules(() => replayAsOf(entries, cutoff, initial));
  const sql = tx as SqlEntityManager;
  await sql.execute('delete from holding where company_id = ?', [company.id]);
  const holdings = allHoldings(today);
  // Column-wise through unnest with bound arrays: one statement per 20,000 holdings, no parameters inlined.
  for (let start = 0; start < holdings.length; start += 20_000) {
    const chunk = holdings.slice(start, start + 20_000);
    await runBound(
      tx,
      `insert into holding (shareholder_id, share_class_id, company_id, shares, share_numbers)
       select shareholder_id, share_class_id, $1, shares, share_numbers from unnest($2::uuid[], $3::uuid[], $4::bigint[], $5::text[]) as rows(shareholder_id, share_class_id, shares, share_numbers)`,
      [
        company.id,
        chunk.map((holding) => holding.shareholderId),
        chunk.map((holding) => holding.shareClassId),
        chunk.map((holding) => countShares(holding.intervals).toString()),
        chunk.map((holding) => formatShareNumbers(holding.intervals, ',')),
      ],
    );
  }
  await saveShareholderTotals(tx, company, 'all');
  advanceHead(head, today);
  head.lastTransactionDate = entries.reduce<Date | null>((last, entry) => (!last || entry.transactionDate > last ? entry.transactionDate : last), null);
  head.pendingFrom = pending.reduce<Date | null>((first, entry) => (!first || entry.transactionDate < first ? entry.transactionDate : first), null);
};
