import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { bulkInsert } from '../../kernel/sql/bulk-insert';
import { runBound } from '../../kernel/sql/run-bound';
import { lockRegisterHead, lockRegisterHeadFacts } from '../log/append-log-entry';
import { isDateCorrection, type TransactionType } from '../log/log-entry-types';
import { recordImportEntry } from '../import/record-import-entry';
import { ShareClassVotes } from '../share-classes/share-class-votes.entity';
import { ShareClass } from '../share-classes/share-class.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import { changeTransactionDate } from '../transactions/change-transaction-date';
import { changeTransactionNominalValue } from '../transactions/change-transaction-nominal-value';
import { deleteTransaction } from '../transactions/delete-transaction';
import { recordTransaction } from '../transactions/record-transaction';
import { transactionSlugOf, transactionSlugs, type TransactionInput } from '../transactions/transaction-slugs';
import type { TransactionPathType } from '../transactions/transaction-types';
import type { NordicExtension, NordicLogEntry, NordicPosting } from './nordic-extension';
import { ocfVersion } from './ocf-package';
import type { OpenCapFormatImported } from './open-cap-format-views';
import { readOpenCapFormat } from './read-open-cap-format';

type Ids = Map<string, string>;

/** A stored payload with the package's ids (holders, classes, entries) and organisation number made this company's. */
const remapped = (value: unknown, ids: Ids, orgNo: [string, string]): unknown => {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => remapped(item, ids, orgNo));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'organizationnumber' && item === orgNo[0] ? orgNo[1] : remapped(item, ids, orgNo)]));
  return value;
};

/** The command an entry records, parsed again by the schema of the path that records its type (transfers: either one). */
const commandOf = (type: TransactionType, payload: unknown, sequence: number): TransactionInput => {
  const kinds = (Object.keys(transactionSlugs) as TransactionPathType[]).filter((kind) => (transactionSlugs[kind].transactionTypes as readonly TransactionType[]).includes(type === 'AUTOIMPORT' ? 'SHAREHOLDING_PER_DATE' : type));
  for (const kind of kinds) {
    const parsed = transactionSlugs[kind].schema.safeParse(payload);
    if (parsed.success) return { kind, input: parsed.data } as TransactionInput;
  }
  throw new DomainError('openCapFormat.unsupportedEntry', { sequence });
};

/**
 * What an entry moved: per account, class and direction, its share numbers with touching runs joined. An issue's
 * issuer side may be one posting per run of numbers or, as packages exported before that form, one per holding.
 */
const movements = (postings: readonly NordicPosting[]): string => {
  const runs = new Map<string, { from: bigint; to: bigint }[]>();
  for (const posting of postings) {
    const key = [posting.stakeholderId ?? '', posting.stockClassId, BigInt(posting.quantity) > 0n ? '+' : '-'].join('/');
    (runs.get(key) ?? runs.set(key, []).get(key)!).push({ from: BigInt(posting.numberFrom), to: BigInt(posting.numberTo) });
  }
  return [...runs]
    .map(([key, intervals]) => {
      const joined: { from: bigint; to: bigint }[] = [];
      for (const interval of intervals.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))) {
        const last = joined.at(-1);
        if (last && interval.from === last.to + 1n) last.to = interval.to;
        else joined.push({ ...interval });
      }
      return `${key}/${joined.map(({ from, to }) => `${from}-${to}`).join(',')}`;
    })
    .sort()
    .join('|');
};

/** The replayed entry must move exactly the share numbers the package says it moved. */
const assertSamePostings = async (tx: EntityManager, entryId: string, entry: NordicLogEntry, ids: Ids) => {
  const rows = await runBound<{ shareholder_id: string | null; share_class_id: string; quantity: string; number_from: string; number_to: string }>(
    tx,
    'select shareholder_id, share_class_id, quantity::text, number_from::text, number_to::text from posting where entry_id = $1 order by id',
    [entryId],
  );
  const replayed = movements(rows.map((row) => ({ stakeholderId: row.shareholder_id, stockClassId: row.share_class_id, quantity: row.quantity, numberFrom: row.number_from, numberTo: row.number_to })));
  const expected = movements(entry.postings.map((posting) => ({ ...posting, stakeholderId: posting.stakeholderId && ids.get(posting.stakeholderId)!, stockClassId: ids.get(posting.stockClassId)! })));
  if (replayed !== expected) throw new DomainError('openCapFormat.replayMismatch', { sequence: entry.sequence });
};

/** The package's classes: a class the company has by code is taken (with the package's votes and names), the others created. */
const importClasses = async (tx: EntityManager, company: Company, extension: NordicExtension, ids: Ids) => {
  const existing = new Map((await tx.find(ShareClass, { company })).map((shareClass) => [shareClass.code, shareClass]));
  for (const { id, code, votesPerShare, historical, customNames, votes } of extension.stockClasses) {
    const shareClass = existing.get(code) ?? tx.create(ShareClass, { company, code, votesPerShare, historical, customNames });
    Object.assign(shareClass, { votesPerShare, historical, customNames });
    await tx.nativeDelete(ShareClassVotes, { shareClass });
    for (const vote of votes) tx.create(ShareClassVotes, { shareClass, ...vote });
    ids.set(id, shareClass.id);
  }
  await tx.flush();
};

/** One entry of the package's log, recorded again by the use-case that recorded it; answers the new entry's id. */
const replayEntry = async (tx: EntityManager, actor: User, company: Company, entry: NordicLogEntry, ids: Ids, orgNo: [string, string]): Promise<string> => {
  const payload = remapped(entry.payload, ids, orgNo) as Record<string, unknown>;
  if (entry.correction === null && entry.type === 'AUTOIMPORT') {
    const transaction = commandOf(entry.type, payload, entry.sequence) as Extract<TransactionInput, { kind: 'shareholdingperdate' }>;
    return recordImportEntry({ tx, actor, company, head: await lockRegisterHead(tx, company), type: 'AUTOIMPORT', transaction });
  }
  if (entry.correction === null) return (await recordTransaction({ em: tx, actor, company, transaction: commandOf(entry.type, payload, entry.sequence) })).entry.id;
  const slug = transactionSlugOf(entry.type);
  const id = entry.corrects && ids.get(entry.corrects);
  if (!slug || !id) throw new DomainError('openCapFormat.unsupportedEntry', { sequence: entry.sequence });
  const target = { slug, id };
  if (entry.correction === 'DELETE') return (await deleteTransaction({ em: tx, actor, company, target })).id;
  if (isDateCorrection(entry.correction) && typeof payload.transactionDate === 'string')
    return (await changeTransactionDate({ em: tx, actor, company, target, transactionDate: payload.transactionDate })).entry.id;
  if (entry.correction === 'NOMINAL_VALUE' && typeof payload.nominalValue === 'string')
    return (await changeTransactionNominalValue({ em: tx, actor, company, target, nominalValue: payload.nominalValue })).id;
  throw new DomainError('openCapFormat.unsupportedEntry', { sequence: entry.sequence });
};

/**
 * Imports an OCF package exported by Andel into a company with an empty register (no log entry, no holder), all in
 * one transaction: the package is checked whole first (`readOpenCapFormat`); then its classes and holders are
 * created, and its log is recorded again entry by entry through the same use-cases (so the ledger's rules, hash
 * chain and read model hold as for any entry), each checked to move the share numbers the package says. A package
 * without Andel's Nordic extension is refused (`openCapFormat.extensionMissing`): plain OCF lacks share numbers'
 * moves, the nominal value's history, pledges and dividends, so the register could not be rebuilt equal.
 */
export const importOpenCapFormat = async ({ em, actor, company, zip }: { em: EntityManager; actor: User; company: Company; zip: Uint8Array }): Promise<OpenCapFormatImported> => {
  const { extension } = readOpenCapFormat(zip);
  return em.transactional(async (tx) => {
    const head = await lockRegisterHeadFacts(tx, company);
    if (head.lastSequence > 0 || (await tx.count(Shareholder, { company })) > 0) throw new DomainError('openCapFormat.companyNotEmpty');
    const ids: Ids = new Map();
    await importClasses(tx, company, extension, ids);
    const now = new Date().toISOString();
    const holders = extension.stakeholders.map((stakeholder) => ({ ...stakeholder, newId: randomUUID() }));
    for (const holder of holders) ids.set(holder.id, holder.newId);
    await bulkInsert(tx, Shareholder, holders, ({ newId, shareholder }) => ({ ...shareholder, id: newId, company: company.id, createdAt: now, updatedAt: now }));
    const orgNo: [string, string] = [extension.issuer.organisationNumber, company.organisationNumber];
    for (const entry of [...extension.log].sort((a, b) => a.sequence - b.sequence)) {
      const entryId = await replayEntry(tx, actor, company, entry, ids, orgNo);
      ids.set(entry.id, entryId);
      await assertSamePostings(tx, entryId, entry, ids);
    }
    recordAuditEvent({ em: tx, type: 'openCapFormat.imported', actor, company, after: { shareholders: holders.length, shareClasses: extension.stockClasses.length, entries: extension.log.length, ocfVersion } });
    await tx.flush();
    return { shareholders: holders.length, shareClasses: extension.stockClasses.length, entries: extension.log.length };
  });
};
