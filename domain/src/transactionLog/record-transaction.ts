import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../company/company.entity';
import { DomainError } from '../errors/domain-error';
import { ShareType } from '../shareType/share-type.entity';
import { Shareholder } from '../shareholder/shareholder.entity';
import type { User } from '../user/user.entity';
import { appendLogEntry, lockRegisterHead } from './append-log-entry';
import { applyToHoldings, runsOf } from './apply-to-holdings';
import { Holding } from './holding.entity';
import { issueShares, shareholdingPerDate, transferShares } from './ledger-commands';
import type { HashedPosting } from './log-hash';
import type { RegisterHead } from './register-head.entity';
import { TransactionLogEntry } from './transaction-log-entry.entity';
import type { TShareNumbers } from './transaction-fields.schemas';
import type { TransactionInput } from './transaction-slugs';
import type { TransactionType } from './transaction-types';

const asText = (numbers: TShareNumbers | undefined) => (typeof numbers === 'object' ? numbers.map((i) => `${i.from}-${i.to}`).join(',') : numbers);

/** JSON cannot hold bigints; the stored payload keeps share counts as strings. */
const storable = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)));

const assertBelongs = async (tx: EntityManager, company: Company, shareholderIds: string[], shareTypeIds: string[]) => {
  const holders = new Set(shareholderIds);
  const classes = new Set(shareTypeIds);
  if ((await tx.count(Shareholder, { company, id: { $in: [...holders] } })) !== holders.size) throw new DomainError('shareholders.notFound');
  if ((await tx.count(ShareType, { company, id: { $in: [...classes] } })) !== classes.size) throw new DomainError('shareClasses.notFound');
};

/** Appends are in date order: a date before the last entry would need every later entry replayed (not offered yet). */
const assertDate = async (tx: EntityManager, company: Company, head: RegisterHead, date: Date) => {
  if (head.lastTransactionDate && date < head.lastTransactionDate) throw new DomainError('dateBeforeLastTransaction');
  if (await tx.count(TransactionLogEntry, { company, transactionDate: date })) throw new DomainError('existing-transaction-on-date');
};

type Computed = { type: TransactionType; postings: HashedPosting[]; isPending?: boolean; effects?: Record<string, unknown> };

const compute = async (tx: EntityManager, company: Company, head: RegisterHead, transaction: TransactionInput): Promise<Computed> => {
  switch (transaction.kind) {
    case 'shareholdingperdate': {
      const { input } = transaction;
      const allocations = input.shareAllocation.map((a) => ({ shareholderId: a.shareholderId, shareTypeId: a.sharetypeId, numberOfShares: a.numberOfShares, shareNumbers: asText(a.sharenumberIntervals) }));
      await assertBelongs(tx, company, allocations.map((a) => a.shareholderId), allocations.map((a) => a.shareTypeId));
      const result = shareholdingPerDate({ isEmpty: head.lastSequence === 0, nominalValue: input.nominalValue, allocations });
      head.nominalValue = result.nominalValue;
      head.highestShareNumber = result.highestShareNumber;
      return { type: 'SHAREHOLDING_PER_DATE', postings: result.postings, effects: { nominalValue: result.nominalValue } };
    }
    case 'issue': {
      const { input } = transaction;
      const lines = input.shareAllocation.map((a) => ({ shareholderId: a.shareholderId, shareTypeId: a.sharetypeId, numberOfShares: a.numberOfShares, sharePrice: a.sharePrice }));
      await assertBelongs(tx, company, lines.map((l) => l.shareholderId), lines.map((l) => l.shareTypeId));
      const result = issueShares({ nominalValue: head.nominalValue ?? null, highestShareNumber: BigInt(head.highestShareNumber), lines, isBonusIssue: input.isBonusIssue });
      head.highestShareNumber = result.highestShareNumber;
      return { type: 'ISSUE', postings: result.postings, isPending: input.isPending };
    }
    case 'transfer': {
      const { input } = transaction;
      await assertBelongs(tx, company, [input.fromShareholderId, input.toShareholderId], [input.sharetypeId]);
      const seller = await tx.findOne(Holding, { shareholder: input.fromShareholderId, shareType: input.sharetypeId });
      const result = transferShares({ sellerRuns: runsOf(seller), fromShareholderId: input.fromShareholderId, toShareholderId: input.toShareholderId, shareTypeId: input.sharetypeId, numberOfShares: input.numberOfShares, shareNumbers: asText(input.shareNumbers) });
      return { type: input.transactionType, postings: result.postings };
    }
    default:
      throw new DomainError('unsupportedTransactionType');
  }
};

/**
 * One command of the transaction log: under the company's register lock, checks it against the register
 * as it stands, appends the entry and its postings to the hash chain, updates the read model and writes
 * the audit event — all in one database transaction, or nothing.
 */
export const recordTransaction = ({ em, actor, company, transaction }: { em: EntityManager; actor: User; company: Company; transaction: TransactionInput }) =>
  em.transactional(async (tx) => {
    const head = await lockRegisterHead(tx, company);
    const transactionDate = new Date(transaction.input.transactionDate);
    const computed = await compute(tx, company, head, transaction);
    await assertDate(tx, company, head, transactionDate);
    const entry = appendLogEntry(tx, head, company, actor, { ...computed, transactionDate, payload: storable(transaction.input) });
    await applyToHoldings(tx, company, computed.postings);
    recordAuditEvent({ em: tx, type: 'transaction.recorded', actor, company, after: { id: entry.id, sequence: entry.sequence, type: entry.type } });
    return entry;
  });
