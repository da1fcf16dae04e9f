import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { genesisHash, hashEntry } from './log-hash';
import { Posting } from './posting.entity';
import { RegisterHead } from './register-head.entity';
import { TransactionLogEntry } from './transaction-log-entry.entity';

export type LogVerification = { ok: true; entries: number } | { ok: false; sequence: number; problem: 'gap' | 'hash' | 'head' };

/** Walks a company's chain from the start and reports the first entry that was altered, removed or reordered. */
export const verifyTransactionLog = async ({ em, company }: { em: EntityManager; company: Company }): Promise<LogVerification> => {
  const entries = await em.find(TransactionLogEntry, { company }, { orderBy: { sequence: 'asc' } });
  const postings = await em.find(Posting, { company }, { orderBy: { id: 'asc' } });
  const byEntry = Map.groupBy(postings, (posting) => posting.entry.id);
  let prevHash = genesisHash;
  for (const [index, entry] of entries.entries()) {
    if (entry.sequence !== index + 1) return { ok: false, sequence: index + 1, problem: 'gap' };
    const expected = hashEntry(prevHash, {
      sequence: entry.sequence,
      type: entry.type,
      transactionDate: entry.transactionDate,
      payload: entry.payload,
      effects: entry.effects,
      isPending: entry.isPending,
      correctsId: entry.corrects?.id ?? null,
      correction: entry.correction ?? null,
      postings: (byEntry.get(entry.id) ?? []).map((posting) => ({
        shareholderId: posting.shareholder?.id ?? null,
        shareTypeId: posting.shareClass.id,
        quantity: BigInt(posting.quantity),
        numberFrom: BigInt(posting.numberFrom),
        numberTo: BigInt(posting.numberTo),
      })),
    });
    if (entry.prevHash !== prevHash || entry.hash !== expected) return { ok: false, sequence: entry.sequence, problem: 'hash' };
    prevHash = entry.hash;
  }
  const head = await em.findOne(RegisterHead, { company });
  if (head && (head.lastSequence !== entries.length || head.lastHash !== prevHash)) return { ok: false, sequence: entries.length, problem: 'head' };
  return { ok: true, entries: entries.length };
};
