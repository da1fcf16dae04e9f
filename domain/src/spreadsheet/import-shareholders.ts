import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../company/company.entity';
import { DomainError } from '../errors/domain-error';
import { shareTypeCodes, type ShareTypeCode } from '../shareType/share-type-codes';
import { lockRegisterHead } from '../transactionLog/append-log-entry';
import { formatShareNumbers, parseShareNumbers, subtractIntervals, takeLowest } from '../transactionLog/ledger/share-number-intervals';
import type { User } from '../user/user.entity';
import { ensureShareClasses } from './ensure-share-classes';
import { findRegisteredNumbers } from './find-registered-numbers';
import type { TImportShareholders } from './import.schemas';
import { insertShareholders } from './insert-shareholders';
import { recordImportEntry } from './record-import-entry';
import { validateImportRows, type ValidImportRow } from './validate-import-rows';

type Allocation = { shareholderId: string; sharetypeId: string; numberOfShares: bigint; sharenumberIntervals?: string };

const classOrder = (code: ShareTypeCode) => shareTypeCodes.indexOf(code);

/** A row's share numbers handed to its classes in code order: the first class gets the lowest numbers. */
const splitShareNumbers = (text: string, counts: bigint[]): string[] => {
  let left = parseShareNumbers(text);
  return counts.map((count) => {
    const taken = takeLowest(left, count);
    left = subtractIntervals(left, taken);
    return formatShareNumbers(taken, ',');
  });
};

const allocationsOf = (row: ValidImportRow, shareholderId: string, classes: Map<ShareTypeCode, { id: string }>): Allocation[] => {
  const held = [...row.shares].sort(([a], [b]) => classOrder(a) - classOrder(b));
  const numbers = row.shareNumbers ? splitShareNumbers(row.shareNumbers, held.map(([, count]) => count)) : [];
  return held.map(([code, numberOfShares], index) => ({
    shareholderId,
    sharetypeId: classes.get(code)!.id,
    numberOfShares,
    ...(numbers[index] ? { sharenumberIntervals: numbers[index] } : {}),
  }));
};

type Options = { em: EntityManager; actor: User; company: Company; input: TImportShareholders; allowSyntheticTestNumbers: boolean };

/**
 * Imports the reviewed grid (seed: register, "Shareholder import"): revalidates every row, creates the
 * shareholders set-based (staged, then merged), and enters their shares by a shareholding-per-date transaction
 * when the log is empty, otherwise by an issue at the given price (default the nominal value), its postings
 * and holdings written in bulk (`recordImportEntry`). All in one database transaction: a refused row or
 * transaction, or a process killed half-way, leaves nothing behind. Share numbers in the file are used
 * for the opening only; an issue numbers new shares after the highest number, as every issue does.
 */
export const importShareholders = ({ em, actor, company, input, allowSyntheticTestNumbers }: Options) =>
  em.transactional(async (tx) => {
    // Imports into one company wait for each other: the register is locked before anything is read.
    const head = await lockRegisterHead(tx, company);
    const check = validateImportRows(input.shareholders, { allowSyntheticTestNumbers, ...(await findRegisteredNumbers(tx, company)) });
    if (check.hasErrors) return { result: 'invalid' as const, rows: check.rows };
    const classes = await ensureShareClasses(tx, actor, company, new Set(check.valid.flatMap((row) => [...row.shares.keys()])));
    const ids = await insertShareholders(tx, company, check.valid);
    recordAuditEvent({ em: tx, type: 'shareholder.imported', actor, company, after: { count: ids.length, firstId: ids[0], lastId: ids.at(-1) } });
    const allocations = check.valid.flatMap((row, index) => allocationsOf(row, ids[index]!, classes));
    const transactionDate = `${input.transactionDate}T12:00:00Z`;
    let transactionType: 'SHAREHOLDING_PER_DATE' | 'ISSUE' | null = null;
    if (allocations.length > 0) {
      const organizationnumber = company.organisationNumber;
      if (head.lastSequence === 0) {
        if (!input.nominalValue) throw new DomainError('nominalValueMissing');
        await recordImportEntry({ tx, actor, company, head, transaction: { kind: 'shareholdingperdate', input: { organizationnumber, transactionDate, nominalValue: input.nominalValue, shareAllocation: allocations } } });
        transactionType = 'SHAREHOLDING_PER_DATE';
      } else {
        const sharePrice = input.sharePrice ?? head.nominalValue;
        if (!sharePrice) throw new DomainError('nominalValueMissing');
        const shareAllocation = allocations.map(({ sharenumberIntervals: _numbers, ...line }) => ({ ...line, sharePrice }));
        await recordImportEntry({ tx, actor, company, head, transaction: { kind: 'issue', input: { organizationnumber, transactionDate, isBonusIssue: false, increaseType: 'newIssue', isPending: false, shareAllocation } } });
        transactionType = 'ISSUE';
      }
    }
    return {
      result: 'imported' as const,
      count: ids.length,
      transactionType,
      shareholders: check.valid.map((row, index) => ({
        shareholderId: ids[index]!,
        rowNumber: row.rowNumber,
        shares: Object.fromEntries([...row.shares].map(([code, count]) => [code, count.toString()])),
        entryDate: row.entryDate ?? input.transactionDate,
      })),
    };
  });
