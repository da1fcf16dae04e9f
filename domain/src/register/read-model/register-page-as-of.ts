import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { holdersInViewOrder, holdingLinesOf, inViewOrder, scaledVotesOf, type HoldingLine, type RegisterTotals, type ViewHolder } from '../ledger/holdings';
import { holdersPostedIn } from '../ledger/ledger-transaction';
import { underLedgerRules } from '../ledger/ledger-refusal';
import type { RegisterState } from '../ledger/register-state';
import { replay, type LedgerEntry } from '../ledger/replay';
import { loadEffectiveEntries } from '../log/ledger-log';
import { endOfDay, registerJsonOfHolders } from './get-register';
import type { RegisterJson } from './read-model-views';
import { registerWithClasses } from './register-state-from-db';
import { snapshotAsOf, withLines } from './register-snapshots';
import { eachSnapshotLine, lineAt } from './snapshot-lines';

type Untouched = {
  top: ViewHolder[];
  holders: number;
  sums: Map<string, { scaled: bigint; shares: bigint; held: boolean }>;
  /** The snapshot's lines of the touched holders, for the replay. */
  touchedLines: HoldingLine[];
};

/**
 * The holders a replay leaves as the snapshot has them, read in the snapshot's order (the view's, a holder's lines
 * together): the first `keep` of them, how many there are and their shares per class, with an object made only for
 * the first `keep` and the touched holders' lines. Null when the order is not the view's under `state`'s votes per
 * share (they changed after the snapshot was taken) or a line's class is not `state`'s.
 */
export const untouchedInViewOrder = (text: string, touched: ReadonlySet<string>, state: Pick<RegisterState, 'shareClasses'>, keep: number): Untouched | null => {
  const sums = new Map([...scaledVotesOf(state)].map(([id, scaled]) => [id, { scaled, shares: 0n, held: false }]));
  const top: ViewHolder[] = [];
  const touchedLines: HoldingLine[] = [];
  let holders = 0;
  // The holder being read and the one before it, as plain values: an object is made only for the first `keep`.
  let id = '';
  let shares = 0n;
  let votes = 0n;
  let first: HoldingLine | null = null;
  let more: HoldingLine[] | null = null;
  let lastId = '';
  let lastShares = 0n;
  let lastVotes = -1n;
  /** The holder read is complete: it must come after the one before it. */
  const close = () => {
    if (!id) return true;
    if (lastVotes >= 0n && (lastVotes < votes || (lastVotes === votes && (lastShares < shares || (lastShares === shares && lastId >= id))))) return false;
    holders++;
    if (first) top.push({ shareholderId: id, first, more, shares, votes, sharesN: 0, votesN: 0 });
    lastId = id;
    lastShares = shares;
    lastVotes = votes;
    return true;
  };
  let sum: { scaled: bigint; shares: bigint; held: boolean } | undefined;
  let sumOf = '';
  let inOrder = true;
  eachSnapshotLine(text, (line) => {
    if (touched.has(line.shareholderId)) return void touchedLines.push(lineAt(line));
    // Most lines are of the class of the line before (the cursor keeps the same string then).
    if (line.shareClassId !== sumOf) {
      sum = sums.get(line.shareClassId);
      sumOf = line.shareClassId;
    }
    if (!sum) return (inOrder = false);
    sum.shares += line.shares;
    sum.held = true;
    const lineVotes = line.shares * sum.scaled;
    if (line.shareholderId === id) {
      shares += line.shares;
      votes += lineVotes;
      if (first) (more ??= []).push(lineAt(line));
      return;
    }
    if (!close()) return (inOrder = false);
    id = line.shareholderId;
    shares = line.shares;
    votes = lineVotes;
    first = top.length < keep ? lineAt(line) : null;
    more = null;
  });
  return inOrder && close() ? { top, holders, sums, touchedLines } : null;
};

/** The first `count` of two lists each in the view's order, merged. */
const firstInViewOrder = (a: readonly ViewHolder[], b: readonly ViewHolder[], count: number): ViewHolder[] => {
  const merged: ViewHolder[] = [];
  for (let i = 0, j = 0; merged.length < count && (i < a.length || j < b.length); )
    merged.push(j >= b.length || (i < a.length && inViewOrder(a[i]!, b[j]!) < 0) ? a[i++]! : b[j++]!);
  return merged;
};

/** The totals of the untouched holders and the replayed ones together. */
const totalsOf = (untouched: Untouched, replayed: RegisterTotals): RegisterTotals => {
  const classShares = new Map<string, bigint>();
  let totalShares = 0n;
  let totalVotes = 0n;
  for (const [id, { scaled, shares, held }] of untouched.sums) {
    const replayedShares = replayed.classShares.get(id);
    if (!held && replayedShares === undefined) continue;
    const classTotal = shares + (replayedShares ?? 0n);
    classShares.set(id, classTotal);
    totalShares += classTotal;
    totalVotes += classTotal * scaled;
  }
  return { holders: untouched.holders + replayed.holders, classShares, totalShares, totalVotes };
};

type Snapshot = { state: RegisterState; text: string };

/**
 * Rows `from` to `to` of the register as of `date` from a snapshot before it and the entries after it: the snapshot's
 * lines are stored in the view's order, so only the holders the entries touch are replayed and sorted, and merged
 * into the others as the snapshot has them (`registerJsonOf` would make and sort a row for every holder). Null when
 * the snapshot's order is not the view's.
 */
export const registerPageFromSnapshot = (snapshot: Snapshot, entries: readonly LedgerEntry[], date: string, [from, to]: readonly [number, number]): RegisterJson | null => {
  const touched = new Set(entries.flatMap(holdersPostedIn));
  const untouched = untouchedInViewOrder(snapshot.text, touched, snapshot.state, to + 1);
  if (!untouched) return null;
  const state = underLedgerRules(() => replay(entries, withLines(snapshot.state, untouched.touchedLines)));
  const replayed = holdersInViewOrder(holdingLinesOf(state, ','), state);
  const page = firstInViewOrder(untouched.top, replayed.holders, to + 1).slice(from);
  return registerJsonOfHolders(page, totalsOf(untouched, replayed.totals), state, date);
};

/**
 * Rows `from` to `to` of the register as of the end of `date` (`registerPageFromSnapshot`), without the rest. Null
 * when there is no snapshot before the date or its order is not the view's; the caller then builds the whole register.
 */
export const registerPageAsOf = async (em: EntityManager, company: Company, date: string, range: readonly [number, number]): Promise<RegisterJson | null> => {
  const upTo = endOfDay(date);
  const snapshot = await snapshotAsOf(em, company, upTo, await registerWithClasses(em, company, date));
  return snapshot && registerPageFromSnapshot(snapshot, await loadEffectiveEntries(em, company, { after: snapshot.asOf, upTo }), date, range);
};
