import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Company } from '../../platform/companies/company.entity';
import type { ErrorCode } from '../../collected/error-codes';
import { Dec } from '../ledger/decimal';
import type { RegisterState } from '../ledger/register-state';
import { replayInStretches, type LedgerEntry, type ReplayStretch } from '../ledger/replay';
import type { HoldingLine } from '../ledger/holdings';
import { parseStoredShareNumbers, type ShareInterval } from '../ledger/share-number-intervals';
import { underLedgerRules } from '../ledger/ledger-refusal';
import { runBound } from '../../kernel/sql/run-bound';
import { holdingsText } from './snapshot-lines';

/** Entries between snapshots: the register as of a past date replays about this many at most. Tests set it low. */
export const snapshotSpacing = { entries: 10_000 };

const insertSnapshot = `insert into register_snapshot (id, company_id, as_of, sequence, nominal_value, highest_share_number, is_liquidated, holdings)`;

const snapshotValues = (company: Company, { state, asOf, highestSequence }: ReplayStretch) => [
  randomUUID(),
  company.id,
  asOf,
  highestSequence,
  state.nominalValue,
  state.highestShareNumber.toString(),
  state.isLiquidated,
];

/**
 * After an entry appended at the end (dated after every other, so the read model is the register as of its
 * date): a snapshot of the read model, taken in the database, when its sequence is a multiple of
 * `snapshotSpacing.entries` (so snapshots are never further apart, whatever a full replay wrote).
 */
export const snapshotIfDue = async (tx: EntityManager, company: Company, stretch: ReplayStretch): Promise<void> => {
  if (stretch.highestSequence % snapshotSpacing.entries !== 0) return;
  await (tx as SqlEntityManager).execute(
    // In the register view's order (`linesInViewOrder`: votes and shares descending, then the holder's id; a holder's classes by their lowest numbers).
    `${insertSnapshot} select ?, ?, ?, ?, ?, ?, ?, coalesce(string_agg(concat_ws(' ', h.shareholder_id, h.share_class_id, h.shares, h.share_numbers), E'\\n'
         order by t.votes desc nulls last, t.shares desc nulls last, h.shareholder_id, substring(h.share_numbers from '^[0-9]+')::numeric), '')
       from holding h left join shareholder_total t on t.shareholder_id = h.shareholder_id where h.company_id = ?`,
    [...snapshotValues(company, stretch), company.id],
  );
};

/**
 * A full replay that also replaces the company's snapshots with ones taken along the way: after a
 * recomputation, a back-dated entry or a correction, history may have changed anywhere. A refusal is a
 * `DomainError` as `underLedgerRules` makes it.
 */
export const replayWritingSnapshots = async (tx: EntityManager, company: Company, entries: readonly LedgerEntry[], initial: RegisterState, refusal?: ErrorCode): Promise<RegisterState> => {
  const sql = tx as SqlEntityManager;
  await sql.execute('delete from register_snapshot where company_id = ?', [company.id]);
  const stretches = replayInStretches(entries, initial, snapshotSpacing.entries);
  for (;;) {
    const step = underLedgerRules(() => stretches.next(), refusal);
    if (step.done) return step.value;
    // Bound: the text runs to megabytes.
    await runBound(tx, `${insertSnapshot} values ($1, $2, $3, $4, $5, $6, $7, $8)`, [...snapshotValues(company, step.value), holdingsText(step.value.state)]);
  }
};

type SnapshotRow = { as_of: Date; nominal_value: string | null; highest_share_number: string; is_liquidated: boolean; holdings: string };

/**
 * The latest snapshot dated at or before `date`: its date, its register facts on top of `classes` (today's
 * classes and votes per share) with no holdings yet, and its holdings as stored (`snapshot-lines.ts` reads them,
 * as much as the caller needs); null when there is none.
 */
export const snapshotAsOf = async (em: EntityManager, company: Company, date: Date, classes: RegisterState): Promise<{ asOf: Date; state: RegisterState; text: string } | null> => {
  const [row] = await (em as SqlEntityManager).execute<SnapshotRow[]>(
    'select as_of, nominal_value, highest_share_number, is_liquidated, holdings from register_snapshot where company_id = ? and as_of <= ? order by as_of desc limit 1',
    [company.id, date],
  );
  if (!row) return null;
  return { asOf: new Date(row.as_of), state: snapshotState(row, classes), text: row.holdings };
};

const snapshotState = (row: SnapshotRow, classes: RegisterState): RegisterState => ({
  ...classes,
  nominalValue: row.nominal_value === null ? null : new Dec(row.nominal_value).toFixed(),
  highestShareNumber: BigInt(row.highest_share_number),
  isLiquidated: row.is_liquidated,
});

/** `state` with the holdings of `lines` (of its classes) parsed into it. */
export const withLines = (state: RegisterState, lines: readonly HoldingLine[]): RegisterState => {
  const holdings = new Map(Object.keys(state.shareClasses).map((id) => [id, new Map<string, readonly ShareInterval[]>(state.shareClasses[id]!.holdings)]));
  for (const line of lines) holdings.get(line.shareClassId)?.set(line.shareholderId, parseStoredShareNumbers(line.shareNumbers));
  return { ...state, shareClasses: Object.fromEntries(Object.entries(state.shareClasses).map(([id, { votesPerShare }]) => [id, { votesPerShare, holdings: holdings.get(id)! }])) };
};
