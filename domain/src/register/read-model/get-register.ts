import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import Decimal from 'decimal.js';
import type { Company } from '../../platform/companies/company.entity';
import { holdingLinesOf, registerRowsOf, rowsOfHolders, type Fraction, type HolderFigures, type HoldingLine, type RegisterTotals, type ViewHolder } from '../ledger/holdings';
import type { RegisterState } from '../ledger/register-state';
import { holdersPostedIn } from '../ledger/ledger-transaction';
import { replay } from '../ledger/replay';
import { loadEffectiveEntries } from '../log/ledger-log';
import { underLedgerRules } from '../ledger/ledger-refusal';
import { RegisterHead } from '../log/register-head.entity';
import { holdingLineOf, registerWithClasses, type HoldingRow } from './register-state-from-db';
import { snapshotAsOf, withLines } from './register-snapshots';
import { eachSnapshotLine, lineAt } from './snapshot-lines';
import type { RegisterJson, RegisterJsonRow } from './read-model-views';

const ratio = ({ numerator, denominator }: Fraction) => new Decimal(numerator.toString()).dividedBy(denominator.toString()).toString();
const plain = (value: string | null) => (value === null ? null : new Decimal(value).toFixed());

/**
 * A row writer for the register as JSON: one row per holder with shares; counts and amounts as strings, share
 * numbers as stored ("1-500,901-1000"). Rows are written straight from the lines, each distinct figure once: the
 * view's own rows would be one more object per holder.
 */
const jsonRowWriter = () => {
  const counts = new Map<bigint, string>();
  const countOf = (shares: bigint) => counts.get(shares) ?? counts.set(shares, shares.toString()).get(shares)!;
  // The view shares one figures object between holders with equal shares and votes: each is written once.
  const written = new Map<HolderFigures, Omit<RegisterJsonRow, 'shareholderId' | 'holdings'>>();
  const writtenOf = (figures: HolderFigures) =>
    written.get(figures) ??
    written
      .set(figures, {
        totalShares: countOf(figures.totalShares),
        totalVotes: figures.votes,
        /** Exact fractions as decimal strings; the percentages are rounded to 2 decimals for display. */
        shareOfShares: ratio(figures.shareFraction),
        shareOfVotes: ratio(figures.voteFraction),
        sharePercent: figures.sharePercent,
        votePercent: figures.votePercent,
        shareCapital: figures.shareCapital,
      })
      .get(figures)!;
  return (shareholderId: string, holderLines: readonly HoldingLine[], figures: HolderFigures, votesOf: (line: HoldingLine) => string): RegisterJsonRow => {
    const json = writtenOf(figures);
    return {
      shareholderId,
      holdings: holderLines.map((line) => ({ shareTypeId: line.shareClassId, shares: countOf(line.shares), votes: votesOf(line), shareNumbers: line.shareNumbers })),
      totalShares: json.totalShares,
      totalVotes: json.totalVotes,
      shareOfShares: json.shareOfShares,
      shareOfVotes: json.shareOfVotes,
      sharePercent: json.sharePercent,
      votePercent: json.votePercent,
      shareCapital: json.shareCapital,
    };
  };
};

const jsonOfView = (view: ReturnType<typeof rowsOfHolders<RegisterJsonRow>>, state: Pick<RegisterState, 'shareClasses'>, date: string | null): RegisterJson => ({
  date,
  rows: view.rows,
  holders: view.holders,
  classes: Object.keys(state.shareClasses).flatMap((shareTypeId) => {
    const shares = view.classShares.get(shareTypeId);
    return shares === undefined ? [] : [{ shareTypeId, shares: shares.toString() }];
  }),
  totalShares: view.totalShares.toString(),
  totalVotes: view.totalVotes,
  nominalValue: plain(view.nominalValue),
  shareCapital: view.nominalValue === null ? null : view.shareCapital,
});

/** The register as JSON from holding lines, by votes (rows `from` to `to` of it with `range`; the totals are the whole register's). */
export const registerJsonOf = (
  lines: readonly HoldingLine[],
  state: Pick<RegisterState, 'nominalValue' | 'shareClasses'>,
  date: string | null,
  range?: readonly [number, number],
): RegisterJson => jsonOfView(registerRowsOf(lines, state, jsonRowWriter(), range), state, date);

/** The register as JSON from holders already in the view's order (a page of them) and the whole register's totals. */
export const registerJsonOfHolders = (holders: readonly ViewHolder[], totals: RegisterTotals, state: Pick<RegisterState, 'nominalValue' | 'shareClasses'>, date: string | null): RegisterJson =>
  jsonOfView(rowsOfHolders(holders, totals, state, jsonRowWriter()), state, date);

/** The end of a day (UTC): the register as of a date holds what was entered up to then. */
export const endOfDay = (date: string) => new Date(`${date}T23:59:59.999Z`);

/** The register's holding lines and classes, today from the read model, or as of the end of `date` from the log. */
export const registerLinesOf = async (em: EntityManager, company: Company, date: string | undefined) => {
  const classes = await registerWithClasses(em, company, date);
  if (date) {
    const upTo = endOfDay(date);
    const snapshot = await snapshotAsOf(em, company, upTo, classes);
    const entries = await loadEffectiveEntries(em, company, { after: snapshot?.asOf, upTo });
    const touched = new Set(entries.flatMap(holdersPostedIn));
    // One pass over the snapshot's lines (100,000 at 100,000 holders): the touched are replayed, the rest kept as they are.
    const lines: HoldingLine[] = [];
    const replayed: HoldingLine[] = [];
    if (snapshot) eachSnapshotLine(snapshot.text, (line) => void (touched.has(line.shareholderId) ? replayed : lines).push(lineAt(line)));
    const state = underLedgerRules(() => replay(entries, snapshot ? withLines(snapshot.state, replayed) : classes));
    for (const line of holdingLinesOf(state, ',')) lines.push(line);
    return { lines, state };
  }
  const head = await em.findOne(RegisterHead, { company });
  const rows = await (em as SqlEntityManager).execute<HoldingRow[]>(
    // In the view's order (see the snapshots), so the view sorts in one pass.
    `select h.shareholder_id, h.share_class_id, h.shares, h.share_numbers from holding h left join shareholder_total t on t.shareholder_id = h.shareholder_id
      where h.company_id = ? order by t.votes desc nulls last, t.shares desc nulls last, h.shareholder_id`,
    [company.id],
  );
  return { lines: rows.map(holdingLineOf), state: { ...classes, nominalValue: head?.nominalValue ?? null } };
};

/**
 * The register: holdings per class with share numbers, votes (shares × votes per share), ownership and share
 * capital. Without a date from the read model; with one (YYYY-MM-DD) by replaying the log up to the end of that
 * day (UTC) from the latest snapshot before it, where only the holders the replayed entries touch are parsed.
 * Votes per share are those that applied on the day (`ShareClassVotes`); without a date, today's.
 */
export const getRegister = async ({ em, company, date }: { em: EntityManager; company: Company; date?: string }): Promise<RegisterJson> => {
  const { lines, state } = await registerLinesOf(em, company, date);
  return registerJsonOf(lines, state, date ?? null);
};
