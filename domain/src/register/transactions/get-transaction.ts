import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { shareholderDisplayName } from '../shareholders/shareholder-display';
import { normalizeIntervals, formatShareNumbers, type ShareInterval } from '../ledger/share-number-intervals';
import { Posting } from '../log/posting.entity';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';
import { isDateCorrection } from '../log/log-entry-types';
import type { CorrectionRecord, PostingLine, RecordedBy } from './transaction-views';

const byWhom = (entry: TransactionLogEntry): RecordedBy => (entry.createdBy ? { id: entry.createdBy.id, name: entry.createdBy.name, email: entry.createdBy.email } : null);

type HolderLine = {
  shareholderId: string | null;
  name: string | null;
  sharetypeId: string;
  shareTypeCode: string;
  quantity: bigint;
  received: ShareInterval[];
  given: ShareInterval[];
};

/** Postings summed per account and class: what each holder (or the company, `shareholderId` null) gave and received. */
const linesOf = (postings: readonly Posting[]): PostingLine[] => {
  const lines = new Map<string, HolderLine>();
  for (const posting of postings) {
    const holder = posting.shareholder;
    const key = JSON.stringify([holder?.id ?? null, posting.shareClass.id]);
    const line: HolderLine = lines.get(key) ?? {
      shareholderId: holder?.id ?? null,
      name: holder ? shareholderDisplayName(holder) : null,
      sharetypeId: posting.shareClass.id,
      shareTypeCode: posting.shareClass.code,
      quantity: 0n,
      received: [],
      given: [],
    };
    const quantity = BigInt(posting.quantity);
    line.quantity += quantity;
    (quantity > 0n ? line.received : line.given).push({ from: BigInt(posting.numberFrom), to: BigInt(posting.numberTo) });
    lines.set(key, line);
  }
  return [...lines.values()].map((line) => ({
    ...line,
    quantity: line.quantity.toString(),
    received: formatShareNumbers(normalizeIntervals(line.received)),
    given: formatShareNumbers(normalizeIntervals(line.given)),
  }));
};

/**
 * One log entry for the details view: the entry as recorded, its date as it counts today, whether it is
 * deleted, who recorded it and when, the postings per holder and class with names, and its corrections.
 */
export const getTransaction = async ({ em, company, id }: { em: EntityManager; company: Company; id: string }) => {
  const entry = await em.findOne(TransactionLogEntry, { id, company, correction: null }, { populate: ['createdBy'] });
  if (!entry) throw new DomainError('transactions.notFound');
  const corrections = await em.find(TransactionLogEntry, { corrects: entry }, { orderBy: { sequence: 'asc' }, populate: ['createdBy'] });
  const postings = await em.find(Posting, { entry }, { orderBy: { id: 'asc' }, populate: ['shareholder', 'shareClass'] });
  const redate = corrections.findLast((correction) => isDateCorrection(correction.correction));
  return {
    entry,
    transactionDate: redate?.transactionDate ?? entry.transactionDate,
    isPending: entry.isPending && !corrections.some((correction) => correction.correction === 'REGISTER'),
    isDeleted: corrections.some((correction) => correction.correction === 'DELETE'),
    createdBy: byWhom(entry),
    postings: linesOf(postings),
    corrections: corrections.map((correction): CorrectionRecord => ({
      id: correction.id,
      // An entry that corrects another always names its correction.
      correction: correction.correction!,
      transactionDate: correction.transactionDate.toISOString(),
      payload: correction.payload,
      createdAt: correction.createdAt.toISOString(),
      createdBy: byWhom(correction),
    })),
  };
};

/** The organisation number of the company an entry belongs to, to authorise a call that names only the entry. */
export const findTransactionOrganisationNumber = async (em: EntityManager, id: string): Promise<string | null> =>
  (await em.findOne(TransactionLogEntry, { id }, { populate: ['company'] }))?.company.organisationNumber ?? null;
