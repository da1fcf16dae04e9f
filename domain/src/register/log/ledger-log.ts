import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../../platform/companies/company.entity';
import type { LedgerPosting, StateChange } from '../ledger/ledger-transaction';
import type { LedgerEntry } from '../ledger/replay';
import type { HashedPosting } from './log-hash';
import { pgArray } from '../../kernel/sql/pg-array';
import { isDateCorrection, type Correction, type TransactionType } from './log-entry-types';

/** A log entry as it counts today: corrections applied (date moved, nominal value changed), deleted ones left out. */
export type EffectiveEntry = LedgerEntry & { type: TransactionType };

type EntryRow = {
  id: string;
  sequence: number;
  type: TransactionType;
  transaction_date: Date;
  effects: { stateChanges?: StateChange[]; nominalValue?: string };
  payload: { nominalValue?: string } | null;
  corrects_id: string | null;
  correction: Correction | null;
};
type PostingRow = { entry_id: string; shareholder_id: string | null; share_class_id: string; quantity: string; number_from: string; number_to: string };

/** The stored facts of an entry; entries recorded before the ledger core kept only the opening nominal value. */
const stateChangesOf = (effects: EntryRow['effects']): StateChange[] =>
  effects.stateChanges ?? (effects.nominalValue ? [{ kind: 'nominalValue', nominalValue: effects.nominalValue }] : []);

const withNominalValue = (changes: StateChange[], nominalValue: string): StateChange[] =>
  changes.map((change) => (change.kind === 'nominalValue' ? { kind: 'nominalValue', nominalValue } : change));

export const toLedgerPosting = (posting: HashedPosting): LedgerPosting => ({
  account: posting.shareholderId ? { kind: 'HOLDER', shareholderId: posting.shareholderId } : { kind: 'ISSUER' },
  shareClassId: posting.shareTypeId,
  quantity: posting.quantity,
  interval: { from: posting.numberFrom, to: posting.numberTo },
});

export const toHashedPosting = (posting: LedgerPosting): HashedPosting => ({
  shareholderId: posting.account.kind === 'HOLDER' ? posting.account.shareholderId : null,
  shareTypeId: posting.shareClassId,
  quantity: posting.quantity,
  numberFrom: posting.interval.from,
  numberTo: posting.interval.to,
});

/** Effective dates after `after` (exclusive) and up to `upTo` (inclusive); either end may be open. */
export type DateWindow = { after?: Date | null; upTo?: Date | null };

const inWindow = (date: Date, { after, upTo }: DateWindow) => (!after || date > after) && (!upTo || date <= upTo);

/**
 * A company's log as replay takes it: every entry in sequence order with its postings and state changes,
 * each correcting entry applied to the entry it names (DELETE drops it, REDATE and REGISTER move it, NOMINAL_VALUE
 * changes the nominal value it set). With a window, only the entries whose effective date lies in it: those
 * stored with a date in it, and redated ones, read through the date index and the (few) correcting entries.
 */
export const loadEffectiveEntries = async (em: EntityManager, company: Company, window: DateWindow = {}): Promise<EffectiveEntry[]> => {
  const sql = em as SqlEntityManager;
  const columns = `id, sequence, type, transaction_date, effects, corrects_id, correction, case when correction = 'NOMINAL_VALUE' then payload end as payload`;
  const whole = !window.after && !window.upTo;
  const rows = whole
    ? await sql.execute<EntryRow[]>(`select ${columns} from transaction_log_entry where company_id = ? order by sequence`, [company.id])
    : await (async () => {
        const corrections = await sql.execute<EntryRow[]>(`select ${columns} from transaction_log_entry where company_id = ? and correction is not null order by sequence`, [company.id]);
        const redated = pgArray(corrections.filter((row) => isDateCorrection(row.correction)).map((row) => row.corrects_id!));
        const bounds = [...(window.after ? ['transaction_date > ?'] : []), ...(window.upTo ? ['transaction_date <= ?'] : [])];
        const entries = await sql.execute<EntryRow[]>(
          `select ${columns} from transaction_log_entry where company_id = ? and correction is null and ((${bounds.join(' and ')}) or id = any(?::uuid[]))`,
          [company.id, ...(window.after ? [window.after] : []), ...(window.upTo ? [window.upTo] : []), redated],
        );
        return [...entries, ...corrections].sort((a, b) => a.sequence - b.sequence);
      })();
  const entries = new Map<string, EffectiveEntry>();
  for (const row of rows) {
    const target = row.corrects_id ? entries.get(row.corrects_id) : undefined;
    if (!row.correction)
      entries.set(row.id, { id: row.id, sequence: row.sequence, type: row.type, transactionDate: new Date(row.transaction_date), postings: [], stateChanges: stateChangesOf(row.effects) });
    else if (target && row.correction === 'DELETE') entries.delete(target.id);
    else if (target && isDateCorrection(row.correction)) target.transactionDate = new Date(row.transaction_date);
    else if (target && row.correction === 'NOMINAL_VALUE' && row.payload?.nominalValue) target.stateChanges = withNominalValue(target.stateChanges, row.payload.nominalValue);
  }
  if (!whole) for (const [id, entry] of entries) if (!inWindow(entry.transactionDate, window)) entries.delete(id);
  const postingColumns = 'entry_id, shareholder_id, share_class_id, quantity, number_from, number_to';
  const postings = whole
    ? await sql.execute<PostingRow[]>(`select ${postingColumns} from posting where company_id = ? order by id`, [company.id])
    : entries.size === 0
      ? []
      : await sql.execute<PostingRow[]>(`select ${postingColumns} from posting where entry_id = any(?::uuid[]) order by id`, [pgArray([...entries.keys()])]);
  for (const row of postings)
    entries.get(row.entry_id)?.postings.push(
      toLedgerPosting({ shareholderId: row.shareholder_id, shareTypeId: row.share_class_id, quantity: BigInt(row.quantity), numberFrom: BigInt(row.number_from), numberTo: BigInt(row.number_to) }),
    );
  return [...entries.values()];
};
