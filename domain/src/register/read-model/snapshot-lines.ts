import { holdingLinesOf, linesInViewOrder, type HoldingLine } from '../ledger/holdings';
import type { RegisterState } from '../ledger/register-state';

/**
 * A snapshot's holdings as stored: a line a holding, `holder class shares numbers`, in the register view's order
 * (`linesInViewOrder`; the database writes the same text in `snapshotIfDue`).
 */
export const holdingsText = (state: RegisterState) =>
  linesInViewOrder(holdingLinesOf(state, ','), state)
    .map(({ shareholderId, shareClassId, shares, shareNumbers }) => `${shareholderId} ${shareClassId} ${shares} ${shareNumbers}`)
    .join('\n');

/** The line being read: one object for all the lines, its share numbers cut from the text only when asked for. */
export type SnapshotCursor = { shareholderId: string; shareClassId: string; shares: bigint; shareNumbers: () => string };

/** Counts up to 15 digits are read as numbers, so a count seen before is found without cutting it from the text. */
const maxDigits = 15;

/**
 * Visits a snapshot's lines in order, until `visit` answers false. A snapshot of 100,000 holders is 100,000 lines:
 * reading them makes no object a line, a class id is cut only when it differs from the line before, and each
 * count is made a bigint once.
 */
export const eachSnapshotLine = (text: string, visit: (line: SnapshotCursor) => boolean | void): void => {
  const counts = new Map<number, bigint>();
  let numbersAt = 0;
  let end = 0;
  const line: SnapshotCursor = { shareholderId: '', shareClassId: '', shares: 0n, shareNumbers: () => text.slice(numbersAt, end) };
  for (let start = 0; start < text.length; start = end + 1) {
    const newline = text.indexOf('\n', start);
    end = newline === -1 ? text.length : newline;
    const classAt = text.indexOf(' ', start) + 1;
    const sharesAt = text.indexOf(' ', classAt) + 1;
    numbersAt = text.indexOf(' ', sharesAt) + 1;
    line.shareholderId = text.slice(start, classAt - 1);
    if (sharesAt - 1 - classAt !== line.shareClassId.length || !text.startsWith(line.shareClassId, classAt)) line.shareClassId = text.slice(classAt, sharesAt - 1);
    const digits = numbersAt - 1 - sharesAt;
    if (digits > maxDigits) line.shares = BigInt(text.slice(sharesAt, numbersAt - 1));
    else {
      let count = 0;
      for (let at = sharesAt; at < numbersAt - 1; at++) count = count * 10 + text.charCodeAt(at) - 48;
      line.shares = counts.get(count) ?? counts.set(count, BigInt(count)).get(count)!;
    }
    if (visit(line) === false) return;
  }
};

/** The line read, as a holding line of its own. */
export const lineAt = (line: SnapshotCursor): HoldingLine => ({ shareholderId: line.shareholderId, shareClassId: line.shareClassId, shares: line.shares, shareNumbers: line.shareNumbers() });

/** Every line of a snapshot. */
export const holdingLinesIn = (text: string): HoldingLine[] => {
  const lines: HoldingLine[] = [];
  eachSnapshotLine(text, (line) => void lines.push(lineAt(line)));
  return lines;
};

/** The lines of `holders` only; the others are read past. */
export const holdingLinesOfHolders = (text: string, holders: ReadonlySet<string>): HoldingLine[] => {
  const lines: HoldingLine[] = [];
  eachSnapshotLine(text, (line) => void (holders.has(line.shareholderId) && lines.push(lineAt(line))));
  return lines;
};
