import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { advanceHead, chainLogEntry } from '../log/append-log-entry';
import { allHoldings, applyTransaction, type RegisterState } from '../ledger/register-state';
import { toHashedPosting } from '../log/ledger-log';
import type { HashedPosting } from '../log/log-hash';
import type { LedgerPosting } from '../ledger/ledger-transaction';
import { underLedgerRules } from '../ledger/ledger-refusal';
import { ledgerTransactionFor } from '../transactions/ledger-transaction-for';
import { Posting } from '../log/posting.entity';
import { recordTransaction } from '../transactions/record-transaction';
import type { RegisterHead } from '../log/register-head.entity';
import { snapshotIfDue } from '../read-model/register-snapshots';
import { insertNewHoldings } from '../read-model/save-holdings';
import { loadRegisterState } from '../read-model/register-state-from-db';
import type { TransactionInput } from '../transactions/transaction-slugs';
import { bulkInsert } from '../../kernel/sql/bulk-insert';
import { insertImportEntry } from './insert-import-entry';

type Options = {
  tx: EntityManager;
  actor: User;
  company: Company;
  /** Locked by the caller (`lockRegisterHead`) in this transaction. */
  head: RegisterHead;
  /** An opening or an issue whose holders are all new: created in this transaction, holding nothing yet. */
  transaction: Extract<TransactionInput, { kind: 'shareholdingperdate' | 'issue' }>;
  /** An opening taken from the public register is logged as AUTOIMPORT, under the shareholding-per-date rules. */
  type?: 'AUTOIMPORT';
};

/** Postings as hashed and stored, each of the ledger's let go as it is turned (at 100,000 holders, two whole arrays are ~40 MiB more). */
const hashedPostings = (postings: (LedgerPosting | undefined)[]): HashedPosting[] =>
  postings.map((posting, index) => {
    postings[index] = undefined;
    return toHashedPosting(posting!);
  });

/** The ledger's rules on the register without holdings (every holder is new). */
const underRules = (state: RegisterState, transaction: Options['transaction']) => {
  const { postings, ...recorded } = underLedgerRules(() => ledgerTransactionFor(state, transaction));
  const after = underLedgerRules(() => applyTransaction(state, { ...recorded, postings }));
  return { recorded, after, postings: hashedPostings(postings) };
};

/**
 * The import's ledger entry, written set-based. The ledger's rules check it and make its postings as for any
 * entry, and it is hash-chained the same way (`chainLogEntry`), but the entry, its postings and the new holders'
 * holdings go in as a few bulk statements instead of one unit-of-work entity each (which would also snapshot a
 * payload naming every holder): at 100,000 holders, seconds instead of minutes. Since every holder is new, the rules need no holdings from the read
 * model and the new holdings are exactly what the postings give. An entry dated on or before the last one
 * takes `recordTransaction`'s general path (the back-dating replay, or its refusal of a second entry on a day).
 */
export const recordImportEntry = async ({ tx, actor, company, head, transaction, type }: Options) => {
  const transactionDate = new Date(transaction.input.transactionDate);
  if (head.lastTransactionDate && transactionDate <= head.lastTransactionDate) return (await recordTransaction({ em: tx, actor, company, transaction })).entry.id;
  const { recorded, after, postings } = underRules(await loadRegisterState(tx, company, head, []), transaction);
  advanceHead(head, after);
  const entry = {
    id: randomUUID(),
    company: company.id,
    createdBy: actor.id,
    createdAt: new Date(),
    ...chainLogEntry(head, {
      type: type ?? recorded.type,
      transactionDate,
      // As stored: the canonical form and the stored JSON both write share counts (bigints) as strings.
      payload: transaction.input,
      effects: { stateChanges: recorded.stateChanges },
      isPending: recorded.isPending,
      postings,
    }),
  };
  recordAuditEvent({ em: tx, type: 'transaction.recorded', actor, company, after: { id: entry.id, sequence: entry.sequence, type: entry.type } });
  await insertImportEntry(tx, entry);
  await bulkInsert(tx, Posting, postings, (posting) => ({
    entry: entry.id,
    company: company.id,
    shareholder: posting.shareholderId,
    shareClass: posting.shareTypeId,
    quantity: posting.quantity,
    numberFrom: posting.numberFrom,
    numberTo: posting.numberTo,
  }));
  // The rest of the read model, as every append keeps it: the new holders' holdings and totals, and a snapshot when due.
  await insertNewHoldings(tx, company, allHoldings(after));
  await snapshotIfDue(tx, company, { state: after, asOf: transactionDate, highestSequence: entry.sequence });
  return entry.id;
};
