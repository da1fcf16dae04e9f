import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { runBound } from '../../kernel/sql/run-bound';
import type { AuditEventType, AuditPayloadOf } from '../../platform/audit/audit-event-types';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { RegisterHead } from './register-head.entity';
import { TransactionLogEntry } from './transaction-log-entry.entity';
import { genesisHash, hashEntry, type HashedPosting } from './log-hash';
import type { Correction, TransactionType } from './log-entry-types';
import type { RegisterState } from '../ledger/register-state';

export type NewLogEntry = {
  type: TransactionType;
  transactionDate: Date;
  payload: Record<string, unknown>;
  effects?: Record<string, unknown>;
  isPending?: boolean;
  corrects?: TransactionLogEntry | null;
  correction?: Correction | null;
  postings: readonly HashedPosting[];
};

/** Statements that run as part of another (common table expressions), numbering their parameters from `$1`: the read model's write alongside an append. */
export type StatementPart = { ctes: string; parameters: unknown[] };

/** What an append reads of the register head and advances: the locked row as plain values, or the entity. */
export type HeadFacts = Pick<RegisterHead, 'lastSequence' | 'lastHash' | 'lastTransactionDate' | 'nominalValue' | 'highestShareNumber' | 'isLiquidated' | 'pendingFrom'>;

/** The head takes the register's own facts from a state the rules left: nominal value, highest share number, liquidation. */
export const advanceHead = (head: HeadFacts, state: Pick<RegisterState, 'nominalValue' | 'highestShareNumber' | 'isLiquidated'>) => {
  head.nominalValue = state.nominalValue;
  head.highestShareNumber = state.highestShareNumber;
  head.isLiquidated = state.isLiquidated;
};

/** What an append records in its audit event: the entry's id, sequence and type. */
type LoggedEntry = { after: { id: string; sequence: number; type: TransactionType } };

/** The audit events an append may record with its entry: those whose payload is the `LoggedEntry`. */
export type LogEntryAuditEventType = { [T in AuditEventType]: AuditPayloadOf<T> extends LoggedEntry ? T : never }[AuditEventType];

type HeadRow = { last_sequence: number; last_hash: string; last_transaction_date: Date | null; nominal_value: string | null; highest_share_number: string; is_liquidated: boolean; pending_from: Date | null };

/**
 * Locks the company's register head row (appends are serialised per company), so the caller reads a state
 * no other append can change before it commits, and answers its values. Creates the head on the first entry.
 */
export const lockRegisterHeadFacts = async (tx: EntityManager, company: Company): Promise<HeadFacts> => {
  const select = 'select last_sequence, last_hash, last_transaction_date, nominal_value, highest_share_number, is_liquidated, pending_from from register_head where company_id = $1 for update';
  let [row] = await runBound<HeadRow>(tx, select, [company.id]);
  if (!row) {
    await runBound(tx, 'insert into register_head (company_id, last_sequence, last_hash, highest_share_number) values ($1, 0, $2, 0) on conflict do nothing', [company.id, genesisHash]);
    [row] = await runBound<HeadRow>(tx, select, [company.id]);
  }
  return {
    lastSequence: Number(row!.last_sequence),
    lastHash: row!.last_hash,
    lastTransactionDate: row!.last_transaction_date && new Date(row!.last_transaction_date),
    nominalValue: row!.nominal_value ?? undefined,
    highestShareNumber: BigInt(row!.highest_share_number),
    isLiquidated: row!.is_liquidated,
    pendingFrom: row!.pending_from && new Date(row!.pending_from),
  };
};

/** The locked head as an entity, for callers that keep it in their unit of work (recomputation, import). */
export const lockRegisterHead = async (tx: EntityManager, company: Company): Promise<RegisterHead> => {
  await lockRegisterHeadFacts(tx, company);
  return tx.findOneOrFail(RegisterHead, { company }, { refresh: true });
};

/**
 * Chains one entry: hashes it (its postings included) onto the head and advances the head. Answers the
 * entry's row values; the caller writes the entry and its postings (a bulk import writes them set-based).
 * Inside the caller's transaction and under the head's lock. A correcting entry leaves the last date to the
 * replay that follows it (a deleted last entry's date is no longer the last).
 */
export const chainLogEntry = (head: HeadFacts, entry: NewLogEntry) => {
  const sequence = head.lastSequence + 1;
  const effects = entry.effects ?? {};
  const isPending = entry.isPending ?? false;
  const hash = hashEntry(head.lastHash, {
    sequence,
    type: entry.type,
    transactionDate: entry.transactionDate,
    payload: entry.payload,
    effects,
    isPending,
    correctsId: entry.corrects?.id ?? null,
    correction: entry.correction ?? null,
    postings: entry.postings,
  });
  const row = {
    sequence,
    type: entry.type,
    transactionDate: entry.transactionDate,
    payload: entry.payload,
    effects,
    isPending,
    corrects: entry.corrects ?? null,
    correction: entry.correction ?? null,
    prevHash: head.lastHash,
    hash,
  };
  head.lastSequence = sequence;
  head.lastHash = hash;
  if (!entry.correction && (!head.lastTransactionDate || entry.transactionDate > head.lastTransactionDate)) head.lastTransactionDate = entry.transactionDate;
  return row;
};

const appendStatement = (alongside: string) => `
  with ${alongside}entry as (
    insert into transaction_log_entry (id, company_id, sequence, type, transaction_date, payload, effects, is_pending, corrects_id, correction, prev_hash, hash, created_by_id, created_at)
    values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12, $13, $14) returning *),
  postings as (
    insert into posting (entry_id, company_id, shareholder_id, share_class_id, quantity, number_from, number_to)
    select $1, $2, shareholder_id, share_class_id, quantity, number_from, number_to
      from unnest($15::uuid[], $16::uuid[], $17::bigint[], $18::bigint[], $19::bigint[]) with ordinality as p(shareholder_id, share_class_id, quantity, number_from, number_to, position)
     order by position),
  audit as (
    insert into audit_event (type, actor_id, company_id, payload, created_at) select $20::text, $13, $2, $21::jsonb, $14 where $20::text is not null),
  head as (
    update register_head set last_sequence = $3, last_hash = $12, last_transaction_date = $22, nominal_value = $23, highest_share_number = $24, is_liquidated = $25, pending_from = $26
     where company_id = $2)
  select * from entry`;

const appendParameters = 26;

/** `part`'s statements numbered after the append's own parameters, to run in the same statement. */
const numberedAfterAppend = (part: StatementPart | null | undefined) =>
  part ? { ctes: `${part.ctes.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + appendParameters}`)},\n`, parameters: part.parameters } : { ctes: '', parameters: [] };

/**
 * Appends one entry to the chain in one statement, inside the caller's transaction and under the head's lock:
 * the entry, its postings, the head as it stands (advanced by the entry, with whatever else the caller set on
 * it), the audit event `recordedAs` when given (`{ after: { id, sequence, type } }`), and `alongside` (the read
 * model's write). Answers the entry.
 */
export const appendLogEntry = async (tx: EntityManager, head: HeadFacts, company: Company, actor: User | null, entry: NewLogEntry, recordedAs?: LogEntryAuditEventType, alongside?: StatementPart | null) => {
  const id = randomUUID();
  const createdAt = new Date();
  const row = chainLogEntry(head, entry);
  const also = numberedAfterAppend(alongside);
  const [written] = await runBound<Record<string, unknown>>(tx, appendStatement(also.ctes), [
    id,
    company.id,
    row.sequence,
    row.type,
    row.transactionDate,
    JSON.stringify(row.payload),
    JSON.stringify(row.effects),
    row.isPending,
    row.corrects?.id ?? null,
    row.correction,
    row.prevHash,
    row.hash,
    actor?.id ?? null,
    createdAt,
    entry.postings.map((posting) => posting.shareholderId),
    entry.postings.map((posting) => posting.shareTypeId),
    entry.postings.map((posting) => posting.quantity.toString()),
    entry.postings.map((posting) => posting.numberFrom.toString()),
    entry.postings.map((posting) => posting.numberTo.toString()),
    recordedAs ?? null,
    JSON.stringify({ after: { id, sequence: row.sequence, type: row.type } } satisfies LoggedEntry),
    head.lastTransactionDate,
    head.nominalValue ?? null,
    head.highestShareNumber.toString(),
    head.isLiquidated,
    head.pendingFrom ?? null,
    ...also.parameters,
  ]);
  return tx.map(TransactionLogEntry, written!);
};
