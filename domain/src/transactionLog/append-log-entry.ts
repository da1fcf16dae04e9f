import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../company/company.entity';
import type { User } from '../user/user.entity';
import { Posting } from './posting.entity';
import { RegisterHead } from './register-head.entity';
import { TransactionLogEntry } from './transaction-log-entry.entity';
import { genesisHash, hashEntry, type HashedPosting } from './log-hash';
import type { Correction, TransactionType } from './transaction-types';

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

/**
 * Locks the company's register head (appends are serialised per company), so the caller reads a state
 * no other append can change before it commits. Creates the head on the first entry.
 */
export const lockRegisterHead = async (tx: EntityManager, company: Company): Promise<RegisterHead> => {
  const head = await tx.findOne(RegisterHead, { company }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (head) return head;
  // Through the transaction's own connection: under load every pooled connection may be waiting on this lock.
  await (tx as SqlEntityManager).execute(
    'insert into register_head (company_id, last_sequence, last_hash, highest_share_number) values (?, 0, ?, 0) on conflict do nothing',
    [company.id, genesisHash],
  );
  return tx.findOneOrFail(RegisterHead, { company }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
};

/**
 * Chains one entry: hashes it (its postings included) onto the head and advances the head. Answers the
 * entry's row values; the caller writes the entry and its postings (a bulk import writes them set-based).
 * Inside the caller's transaction and under the head's lock.
 */
export const chainLogEntry = (head: RegisterHead, entry: NewLogEntry) => {
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
  if (!head.lastTransactionDate || entry.transactionDate > head.lastTransactionDate) head.lastTransactionDate = entry.transactionDate;
  return row;
};

/** Appends one entry with its postings to the chain, inside the caller's transaction and under the head's lock. */
export const appendLogEntry = (tx: EntityManager, head: RegisterHead, company: Company, actor: User | null, entry: NewLogEntry) => {
  const logEntry = tx.create(TransactionLogEntry, { company, createdBy: actor, ...chainLogEntry(head, entry) });
  for (const posting of entry.postings)
    tx.create(Posting, {
      entry: logEntry,
      company,
      shareholder: posting.shareholderId,
      shareType: posting.shareTypeId,
      quantity: posting.quantity,
      numberFrom: posting.numberFrom,
      numberTo: posting.numberTo,
    });
  return logEntry;
};
