import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import { advanceHead, appendLogEntry, lockRegisterHeadFacts, type HeadFacts } from '../log/append-log-entry';
import { runBound } from '../../kernel/sql/run-bound';
import { holdersPostedIn } from '../ledger/ledger-transaction';
import { applyTransaction, type RegisterState } from '../ledger/register-state';
import { onlyMovesNumbers, replay, replayAsOf, undoEntries, type LedgerEntry } from '../ledger/replay';
import { promisedBy } from '../ledger/select-shares';
import { loadEffectiveEntries, toHashedPosting } from '../log/ledger-log';
import { underLedgerRules } from '../ledger/ledger-refusal';
import { holdingsReadBy, ledgerTransactionFor, partiesNamedBy } from './ledger-transaction-for';
import { loadRegisterState, registerWithClasses, withHoldingsOf } from '../read-model/register-state-from-db';
import { replayWritingSnapshots, snapshotAsOf, snapshotIfDue, withLines } from '../read-model/register-snapshots';
import { holdingLinesIn, holdingLinesOfHolders } from '../read-model/snapshot-lines';
import { replaceReadModel, touchedHoldingsWrite } from '../read-model/save-holdings';
import { inRegisterTurn } from '../log/register-append-queue';
import { applyDueEntriesUnderLock } from '../read-model/apply-due-entries';
import { countsToday } from '../read-model/read-model-cutoff';
import type { TransactionInput } from './transaction-slugs';

/** JSON cannot hold bigints; the stored payload keeps share counts as strings. */
const storable = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)));

/** The body's classes and holders belong to the company: one statement, each list bound as one array. */
const assertBelongs = async (em: EntityManager, company: Company, transaction: TransactionInput) => {
  const { shareholderIds, shareClassIds } = partiesNamedBy(transaction);
  const holders = [...new Set(shareholderIds)];
  const classes = [...new Set(shareClassIds)];
  const [found] = await runBound<{ classes: number; holders: number }>(
    em,
    `select (select count(*) from share_class where company_id = $1 and id = any($2::uuid[]))::int as classes,
            (select count(*) from shareholder where company_id = $1 and id = any($3::uuid[]))::int as holders`,
    [company.id, classes, holders],
  );
  if (found!.classes !== classes.length) throw new DomainError('shareClasses.notFound');
  if (found!.holders !== holders.length) throw new DomainError('shareholders.notFound');
};

/**
 * The usual case, on or after the last entry's date: the rules read the read model (only the holdings they
 * need), and the read model takes the postings. Appends are in date order, so nothing later can depend on it.
 */
const recordAtEnd = async (tx: EntityManager, company: Company, head: HeadFacts, transaction: TransactionInput, date: Date) => {
  const reads = holdingsReadBy(transaction);
  // With the holders the body names (a transfer's receiver), so the postings rarely need a second read.
  const loaded = reads === 'all' ? reads : [...new Set([...reads, ...partiesNamedBy(transaction).shareholderIds])];
  const state = await loadRegisterState(tx, company, head, loaded);
  const recorded = underLedgerRules(() => ledgerTransactionFor(state, transaction));
  if (head.lastTransactionDate?.getTime() === date.getTime()) throw new DomainError('existing-transaction-on-date');
  const before = loaded === 'all' ? state : await withHoldingsOf(tx, company, state, holdersPostedIn(recorded).filter((id) => !loaded.includes(id)));
  const after = underLedgerRules(() => applyTransaction(before, recorded));
  return { recorded, laterTransactions: 0, after };
};

/** What the entries after `date` take from their holders: a back-dated entry without share numbers leaves those. */
const promisedAfter = (entries: readonly LedgerEntry[], date: Date) => promisedBy(entries.filter((entry) => entry.transactionDate > date));

/**
 * Back-dating, in full: the rules read the register as of the date (new shares still numbered after the highest
 * number ever handed out), and the whole log is replayed with the entry in place, so an entry that a later one
 * contradicts is refused (the later entry is named in `entryId`). The read model and the snapshots are rebuilt
 * from the replay. Taken when a snapshot lies at or after the date.
 */
const recordBackDatedInFull = async (tx: EntityManager, company: Company, head: HeadFacts, transaction: TransactionInput, date: Date) => {
  const entries = await loadEffectiveEntries(tx, company);
  const initial = await registerWithClasses(tx, company);
  const asOf: RegisterState = underLedgerRules(() => replayAsOf(entries, date, initial));
  // The head counts today's register; with entries dated after today, the highest number ever handed out is the whole log's.
  const highestEver = head.pendingFrom ? underLedgerRules(() => replay(entries, initial)).highestShareNumber : head.highestShareNumber;
  const highestShareNumber = asOf.highestShareNumber > highestEver ? asOf.highestShareNumber : highestEver;
  const recorded = underLedgerRules(() => ledgerTransactionFor({ ...asOf, highestShareNumber }, transaction, promisedAfter(entries, date)));
  if (entries.some((entry) => entry.transactionDate.getTime() === date.getTime())) throw new DomainError('existing-transaction-on-date');
  const withEntry = [...entries, { ...recorded, id: 'new', sequence: head.lastSequence + 1, transactionDate: date }];
  const final = await replayWritingSnapshots(tx, company, withEntry, initial);
  await replaceReadModel(tx, company, head, final, withEntry, initial);
  return { recorded, after: null, laterTransactions: entries.filter((entry) => entry.transactionDate > date).length };
};

/**
 * Back-dating after the latest snapshot (the usual case: an entry that reached the lock just after a later-dated
 * one). The same rules and the same check of every later entry, but the replay starts from the snapshot before
 * the date and reads only the entries after it, with the holdings of the holders they, and the body, name. Later
 * entries keep their postings, so the entry changes the holdings of its own holders only: the read model takes
 * its postings as an append at the end does, and a snapshot when due (as of the last date, the read model's).
 */
const recordBackDatedSinceSnapshot = async (tx: EntityManager, company: Company, head: HeadFacts, transaction: TransactionInput, date: Date) => {
  const classes = await registerWithClasses(tx, company);
  const snapshot = await snapshotAsOf(tx, company, new Date(date.getTime() - 1), classes);
  const entries = await loadEffectiveEntries(tx, company, { after: snapshot?.asOf });
  const reads = holdingsReadBy(transaction);
  const touched = new Set([...entries.flatMap(holdersPostedIn), ...(reads === 'all' ? [] : reads), ...partiesNamedBy(transaction).shareholderIds]);
  const linesOf = (holders: ReadonlySet<string> | 'all') => (!snapshot ? [] : holders === 'all' ? holdingLinesIn(snapshot.text) : holdingLinesOfHolders(snapshot.text, holders));
  const start = snapshot ? withLines(snapshot.state, linesOf(reads === 'all' ? 'all' : touched)) : classes;
  const asOf: RegisterState = underLedgerRules(() => replayAsOf(entries, date, start));
  const highestShareNumber = asOf.highestShareNumber > head.highestShareNumber ? asOf.highestShareNumber : head.highestShareNumber;
  const recorded = underLedgerRules(() => ledgerTransactionFor({ ...asOf, highestShareNumber }, transaction, promisedAfter(entries, date)));
  if (entries.some((entry) => entry.transactionDate.getTime() === date.getTime())) throw new DomainError('existing-transaction-on-date');
  // Holders the postings name beyond what the rules read (an issue's new holders): their holdings as of the snapshot.
  const missing = reads === 'all' ? new Set<string>() : new Set(holdersPostedIn(recorded).filter((id) => !touched.has(id)));
  const before = missing.size > 0 ? withLines(start, linesOf(missing)) : start;
  const withEntry = [...entries, { ...recorded, id: 'new', sequence: head.lastSequence + 1, transactionDate: date }];
  const final = underLedgerRules(() => replay(withEntry, before));
  return { recorded, after: final, laterTransactions: entries.filter((entry) => entry.transactionDate > date).length };
};

/**
 * Back-dating before a few entries that only move numbers between holders (the usual case: an entry that
 * reached the lock just after a later-dated one). The register as of the date, for the holders the later
 * entries and the body name, is the read model with the later entries undone; the rules read it, the later
 * entries are replayed after the entry (a contradicted one is named in `entryId`), and the read model takes the
 * entry's postings, since the later entries keep theirs. Answers null when the later entries or the body need
 * more (a state change, issued or cancelled numbers, a rule that reads every holding).
 */
const recordBeforeMoves = async (tx: EntityManager, company: Company, head: HeadFacts, transaction: TransactionInput, date: Date) => {
  const reads = holdingsReadBy(transaction);
  if (reads === 'all') return null;
  const later = await loadEffectiveEntries(tx, company, { after: new Date(date.getTime() - 1) });
  if (!later.every(onlyMovesNumbers)) return null;
  if (later.some((entry) => entry.transactionDate.getTime() === date.getTime())) throw new DomainError('existing-transaction-on-date');
  const touched = [...new Set([...later.flatMap(holdersPostedIn), ...reads, ...partiesNamedBy(transaction).shareholderIds])];
  const now = await loadRegisterState(tx, company, head, touched);
  const asOf = underLedgerRules(() => undoEntries(later, now));
  const recorded = underLedgerRules(() => ledgerTransactionFor(asOf, transaction, promisedAfter(later, date)));
  // Holders the postings name beyond what the rules read (a receiver): no later entry touched them.
  const before = await withHoldingsOf(tx, company, asOf, holdersPostedIn(recorded).filter((id) => !touched.includes(id)));
  const final = underLedgerRules(() => replay([...later, { ...recorded, id: 'new', sequence: head.lastSequence + 1, transactionDate: date }], before));
  return { recorded, after: final, laterTransactions: later.filter((entry) => entry.transactionDate > date).length };
};

const snapshotFrom = async (tx: EntityManager, company: Company, date: Date) =>
  (await runBound<{ found: boolean }>(tx, 'select exists (select 1 from register_snapshot where company_id = $1 and as_of >= $2) as found', [company.id, date]))[0]!.found;

/**
 * The cheapest replay that is still a full check of the later entries; the snapshots are rewritten when one lies at
 * or after the date. With entries dated after today the read model is today's register, not the log's end, so the
 * full replay is the one that holds (it rebuilds the read model as of today); future-dated entries are rare.
 */
const recordBackDated = async (tx: EntityManager, company: Company, head: HeadFacts, transaction: TransactionInput, date: Date) => {
  if (head.pendingFrom || (await snapshotFrom(tx, company, date))) return recordBackDatedInFull(tx, company, head, transaction, date);
  return (await recordBeforeMoves(tx, company, head, transaction, date)) ?? recordBackDatedSinceSnapshot(tx, company, head, transaction, date);
};

type RecordCommand = { actor: User; company: Company; transaction: TransactionInput };

/** Under the company's register lock: checks the command with the ledger's rules, appends it, updates the read model. */
const recordUnderLock = async (tx: EntityManager, head: HeadFacts, { actor, company, transaction }: RecordCommand) => {
  await applyDueEntriesUnderLock(tx, company, head);
  const transactionDate = new Date(transaction.input.transactionDate);
  const backDated = !!head.lastTransactionDate && transactionDate < head.lastTransactionDate;
  const result = await (backDated ? recordBackDated : recordAtEnd)(tx, company, head, transaction, transactionDate);
  const { recorded, laterTransactions } = result;
  // Dated after today: recorded and checked now, counted by today's views from its date on (`applyDueEntries`).
  const after = result.after && !countsToday(transactionDate) ? null : result.after;
  if (result.after && !after && (!head.pendingFrom || transactionDate < head.pendingFrom)) head.pendingFrom = transactionDate;
  if (after) advanceHead(head, after);
  const entry = await appendLogEntry(
    tx,
    head,
    company,
    actor,
    {
      type: recorded.type,
      transactionDate,
      payload: storable(transaction.input),
      effects: { stateChanges: recorded.stateChanges },
      isPending: recorded.isPending,
      postings: recorded.postings.map(toHashedPosting),
    },
    'transaction.recorded',
    after && touchedHoldingsWrite(company, after, recorded.postings),
  );
  if (after) await snapshotIfDue(tx, company, { state: after, asOf: head.lastTransactionDate!, highestSequence: head.lastSequence });
  return { entry, laterTransactions, isFutureDate: transactionDate.getTime() > Date.now() };
};

/**
 * One command of the transaction log, in the caller's transaction (a seeder, an import that already holds the
 * lock): under the company's register lock, checks it against the register with the ledger's rules, appends
 * the entry and its postings to the hash chain, updates the read model and writes the audit event, all or
 * nothing. Answers the entry, how many entries lie after its date, and whether the date is in the future (the
 * seed's date warnings).
 */
export const recordTransaction = ({ em, ...command }: RecordCommand & { em: EntityManager }) =>
  em.transactional(async (tx) => {
    await assertBelongs(tx, command.company, command.transaction);
    return recordUnderLock(tx, await lockRegisterHeadFacts(tx, command.company), command);
  });

/**
 * The same command from a request: the body's parties are checked first, then it waits its turn for the
 * register and shares a transaction with the appends that queued for the company meanwhile (each still all or
 * nothing: a refused one is recorded alone, see `inRegisterTurn`).
 */
export const recordTransactionInTurn = async ({ em, ...command }: RecordCommand & { em: EntityManager }) => {
  await assertBelongs(em, command.company, command.transaction);
  return inRegisterTurn(em, command.company, new Date(command.transaction.input.transactionDate), (tx, head) => recordUnderLock(tx, head, command));
};
