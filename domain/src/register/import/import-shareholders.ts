import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { shareClassCodes, type ShareClassCode } from '../share-classes/share-class-codes';
import { lockRegisterHead } from '../log/append-log-entry';
import { formatShareNumbers, parseShareNumbers, subtractIntervals, takeLowest } from '../ledger/share-number-intervals';
import type { User } from '../../platform/users/user.entity';
import { ensureShareClasses } from './ensure-share-classes';
import { findRegisteredNumbers } from './find-registered-numbers';
import type { TImportShareholders } from './import.schemas';
import { recordImportEntry } from './record-import-entry';
import { freeInstantOnDay } from '../transactions/free-instant-on-day';
import { writeNewShareholders } from './write-new-shareholders';
import { importRowChecker } from './validate-import-rows';
import type { ImportedShareholder } from './import-views';
import type { ParsedImportRow } from './import-columns';

/** Rows checked and written at a time: only a chunk's checked rows are held at once. */
const chunkSize = 2_000;

/** Thrown inside the import's transaction so that the rows already written roll back; answered as `invalid`. */
class RefusedRows extends Error {
  constructor(readonly rows: ParsedImportRow[]) {
    super('The import has refused rows');
  }
}

type Allocation = { shareholderId: string; sharetypeId: string; numberOfShares: bigint; sharenumberIntervals?: string; sharePrice?: string };

const classOrder = (code: ShareClassCode) => shareClassCodes.indexOf(code);

/** A row's share numbers handed to its classes in code order: the first class gets the lowest numbers. */
const splitShareNumbers = (text: string, counts: bigint[]): string[] => {
  let left = parseShareNumbers(text);
  return counts.map((count) => {
    const taken = takeLowest(left, count);
    left = subtractIntervals(left, taken);
    return formatShareNumbers(taken, ',');
  });
};

/** An opening's lines carry the file's share numbers; an issue's carry the price instead (it numbers after the highest). */
const allocationsOf = (row: ImportedShareholder, shareNumbers: string | undefined, classes: Map<ShareClassCode, { id: string }>, sharePrice: string | null): Allocation[] => {
  const held = (Object.entries(row.shares) as [ShareClassCode, string][]).map(([code, count]) => [code, BigInt(count)] as const).sort(([a], [b]) => classOrder(a) - classOrder(b));
  const numbers = shareNumbers && sharePrice === null ? splitShareNumbers(shareNumbers, held.map(([, count]) => count)) : [];
  return held.map(([code, numberOfShares], index) => ({
    shareholderId: row.shareholderId,
    sharetypeId: classes.get(code)!.id,
    numberOfShares,
    ...(numbers[index] ? { sharenumberIntervals: numbers[index] } : {}),
    ...(sharePrice === null ? {} : { sharePrice }),
  }));
};

type Options = { em: EntityManager; actor: User; company: Company; input: TImportShareholders; allowSyntheticTestNumbers: boolean };

const importInTransaction = ({ em, actor, company, input, allowSyntheticTestNumbers }: Options) =>
  em.transactional(async (tx) => {
    // Imports into one company wait for each other: the register is locked before anything is read.
    const head = await lockRegisterHead(tx, company);
    const checker = importRowChecker({ allowSyntheticTestNumbers, ...(await findRegisteredNumbers(tx, company)) });
    const shareholders = writeNewShareholders(tx, company);
    const imported: ImportedShareholder[] = [];
    /** Share numbers by position in `imported`, for the few rows that give them. */
    const shareNumbers = new Map<number, string>();
    for (let start = 0; start < input.shareholders.length; start += chunkSize) {
      const valid = input.shareholders.slice(start, start + chunkSize).map((row, offset) => checker.check(row, start + offset));
      // After a refused row the rest is only checked, for the review grid's errors.
      if (checker.hasErrors) continue;
      const ids = await shareholders.add(valid);
      for (const [index, row] of valid.entries()) {
        if (row.shareNumbers) shareNumbers.set(imported.length, row.shareNumbers);
        const shares = Object.fromEntries([...row.shares].map(([code, count]) => [code, count.toString()]));
        imported.push({ shareholderId: ids[index]!, rowNumber: row.rowNumber, shares, entryDate: row.entryDate ?? input.transactionDate });
      }
      // A turn of the event loop: the chunk sent is written while the next is checked.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (checker.hasErrors) {
      await shareholders.written().catch(() => undefined);
      throw new RefusedRows(checker.withErrors(input.shareholders));
    }
    await shareholders.written();
    // Every row is written: the grid is let go before the ledger entry is built (the request's parsed body holds the
    // same array; at 100,000 rows about 80 MiB).
    input.shareholders.length = 0;
    const classes = await ensureShareClasses(tx, actor, company, new Set(imported.flatMap((row) => Object.keys(row.shares) as ShareClassCode[])));
    recordAuditEvent({ em: tx, type: 'shareholder.imported', actor, company, after: { count: imported.length, firstId: imported[0]?.shareholderId, lastId: imported.at(-1)?.shareholderId } });
    const transactionDate = await freeInstantOnDay(tx, company, input.transactionDate);
    const organizationnumber = company.organisationNumber;
    const sharePrice = head.lastSequence === 0 ? null : (input.sharePrice ?? head.nominalValue ?? null);
    const shareAllocation = imported.flatMap((row, index) => allocationsOf(row, shareNumbers.get(index), classes, sharePrice));
    let transactionType: 'SHAREHOLDING_PER_DATE' | 'ISSUE' | null = null;
    if (shareAllocation.length > 0) {
      if (head.lastSequence === 0) {
        if (!input.nominalValue) throw new DomainError('nominalValueMissing');
        await recordImportEntry({ tx, actor, company, head, transaction: { kind: 'shareholdingperdate', input: { organizationnumber, transactionDate, nominalValue: input.nominalValue, shareAllocation } } });
        transactionType = 'SHAREHOLDING_PER_DATE';
      } else {
        if (!sharePrice) throw new DomainError('nominalValueMissing');
        await recordImportEntry({ tx, actor, company, head, transaction: { kind: 'issue', input: { organizationnumber, transactionDate, isBonusIssue: false, increaseType: 'newIssue', isPending: false, shareAllocation: shareAllocation as (Allocation & { sharePrice: string })[] } } });
        transactionType = 'ISSUE';
      }
    }
    return { result: 'imported' as const, count: imported.length, transactionType, shareholders: imported };
  });

/**
 * Imports the reviewed grid (seed: register, "Shareholder import"): revalidates every row and writes the
 * shareholders chunk by chunk as they pass (each chunk's COPY runs while the next is checked), and enters their shares by a
 * shareholding-per-date transaction when the log is empty, otherwise by an issue at the given price (default
 * the nominal value), its postings and holdings written in bulk (`recordImportEntry`). All in one database
 * transaction: a refused row or transaction, or a process killed half-way, leaves nothing behind. Share
 * numbers in the file are used for the opening only; an issue numbers new shares after the highest number,
 * as every issue does. `input.shareholders` is emptied once every row is written (the caller hands the grid over).
 */
export const importShareholders = async (options: Options) => {
  try {
    return await importInTransaction(options);
  } catch (error) {
    if (error instanceof RefusedRows) return { result: 'invalid' as const, rows: error.rows };
    throw error;
  }
};
