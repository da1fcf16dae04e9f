import type { ShareClassCode } from '../share-classes/share-class-codes';
import { rf1086ReportedTypes, rf1086ShareClassCode } from './rf1086-codes';
import type { StatementChange, StatementCheck, StatementHolding, StatementProblem, StatementProblemKind } from './statement-views';

const keyed = (holdings: readonly Pick<StatementHolding, 'shareholderId' | 'shareTypeId' | 'shares'>[]) =>
  new Map(holdings.map((holding) => [`${holding.shareholderId}:${holding.shareTypeId}`, BigInt(holding.shares)]));

/** How many holder-and-class lines differ between two lists of holdings (missing on either side counts). */
const differences = (a: ReadonlyMap<string, bigint>, b: ReadonlyMap<string, bigint>) =>
  new Set([...a.keys(), ...b.keys()]).size - [...a].filter(([key, shares]) => b.get(key) === shares).length;

/** The holdings at 1 January against the holdings at 31 December of last year's filed statement, when there is one. */
export const checkAgainstLastYear = (opening: readonly StatementHolding[], lastYearClosing: readonly StatementHolding[] | null): StatementCheck => {
  if (!lastYearClosing) return { check: 'lastYear', outcome: 'unavailable', differences: 0 };
  const count = differences(keyed(opening), keyed(lastYearClosing));
  return { check: 'lastYear', outcome: count === 0 ? 'match' : 'mismatch', differences: count };
};

/**
 * The holdings at 31 December against the public shareholder register's year, which names holders by name and
 * birth year or organisation number and classes by text, not by our ids: each holder-and-class line is compared as
 * (identification, shares), as a multiset; the count of lines on one side only is the differences.
 */
export const checkAgainstPublicRegister = (
  closing: readonly StatementHolding[],
  publicRows: readonly { identification: string; shares: bigint }[] | null,
): StatementCheck => {
  if (!publicRows || publicRows.length === 0) return { check: 'publicRegister', outcome: 'unavailable', differences: 0 };
  const count = (lines: string[]) => lines.reduce((map, line) => map.set(line, (map.get(line) ?? 0) + 1), new Map<string, number>());
  const mine = count(closing.map((holding) => `${yearOrNumber(holding.identification)}:${holding.shares}`));
  const theirs = count(publicRows.map((row) => `${row.identification}:${row.shares}`));
  let unmatched = 0;
  for (const line of new Set([...mine.keys(), ...theirs.keys()])) unmatched += Math.abs((mine.get(line) ?? 0) - (theirs.get(line) ?? 0));
  return { check: 'publicRegister', outcome: unmatched === 0 ? 'match' : 'mismatch', differences: unmatched };
};

/** The public register identifies a person by birth year only: a birth date becomes its year. */
const yearOrNumber = (identification: string) => (/^\d{4}-\d{2}-\d{2}$/.test(identification) ? identification.slice(0, 4) : identification);

/**
 * What stands between the register and an RF-1086 Skatteetaten accepts, listed before the download: each holder's
 * identification and address problems (`rf1086Holder`), a share class with no aksjeklasse code, a missing nominal
 * value, and entry types of the year the forms do not carry (split, conversion, merger and the like: filed by hand).
 */
export const checkFilingFields = ({
  holders,
  shareClasses,
  nominalValue,
  changes,
}: {
  holders: readonly { shareholderId: string; name: string | null; problems: readonly StatementProblemKind[] }[];
  shareClasses: readonly { shareTypeId: string; code: ShareClassCode }[];
  nominalValue: string | null;
  changes: readonly Pick<StatementChange, 'transactionType'>[];
}): StatementProblem[] => [
  ...holders.flatMap(({ shareholderId, name, problems }) => problems.map((problem) => ({ problem, shareholderId, name }))),
  ...shareClasses.filter(({ code }) => !rf1086ShareClassCode(code)).map(({ shareTypeId }) => ({ problem: 'shareClassCode' as const, shareTypeId })),
  ...(nominalValue === null ? [{ problem: 'missingNominalValue' as const }] : []),
  ...[...new Set(changes.map(({ transactionType }) => transactionType))].filter((type) => !rf1086ReportedTypes.has(type)).map((transactionType) => ({ problem: 'transactionType' as const, transactionType })),
];
