import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { HoldingLine } from '../ledger/holdings';
import { emptyRegister, type RegisterState } from '../ledger/register-state';
import { parseStoredShareNumbers, type ShareInterval } from '../ledger/share-number-intervals';
import type { HeadFacts } from '../log/append-log-entry';
import { withLines } from './register-snapshots';
import { runBound } from '../../kernel/sql/run-bound';

type ClassHoldingRow = { share_class_id: string; votes_per_share: string; shareholder_id: string | null; share_numbers: string | null };

/**
 * Every class of the company with today's votes per share, and the read model's holdings of `holders` (or of
 * everyone) in them: one statement, the holders bound as one array.
 */
const classesWithHoldings = async (tx: EntityManager, company: Company, holders: 'all' | readonly string[], votesAsOf?: string): Promise<RegisterState> => {
  const parameters: unknown[] = [company.id];
  const ofHolders = holders === 'all' ? '' : `and h.shareholder_id = any($${parameters.push(holders)}::uuid[])`;
  // Votes per share as they applied on the day (the latest dated value up to it), else today's.
  const votes = votesAsOf
    ? `coalesce((select v.votes_per_share from share_class_votes v where v.share_class_id = st.id and v.valid_from <= $${parameters.push(votesAsOf)} order by v.valid_from desc limit 1), st.votes_per_share)`
    : 'st.votes_per_share';
  const rows = await runBound<ClassHoldingRow>(
    tx,
    `select st.id as share_class_id, ${votes} as votes_per_share, h.shareholder_id, h.share_numbers
       from share_class st left join holding h on h.share_class_id = st.id ${ofHolders}
      where st.company_id = $1`,
    parameters,
  );
  const shareClasses: Record<string, { votesPerShare: string; holdings: Map<string, readonly ShareInterval[]> }> = {};
  for (const row of rows) {
    const shareClass = (shareClasses[row.share_class_id] ??= { votesPerShare: row.votes_per_share, holdings: new Map() });
    if (row.shareholder_id) shareClass.holdings.set(row.shareholder_id, parseStoredShareNumbers(row.share_numbers!));
  }
  return { ...emptyRegister(), shareClasses };
};

/**
 * An empty register that knows every class of the company, with today's votes per share or, given a day
 * (YYYY-MM-DD), the votes per share that applied that day: where replay starts.
 */
export const registerWithClasses = (tx: EntityManager, company: Company, votesAsOf?: string): Promise<RegisterState> => classesWithHoldings(tx, company, [], votesAsOf);

/** A `holding` row of the read model as the register view takes it. */
export type HoldingRow = { shareholder_id: string; share_class_id: string; shares: string; share_numbers: string };
export const holdingLineOf = (row: HoldingRow): HoldingLine => ({ shareholderId: row.shareholder_id, shareClassId: row.share_class_id, shares: BigInt(row.shares), shareNumbers: row.share_numbers });

/** Adds the read model's holdings of `holders` to a state. */
export const withHoldingsOf = async (tx: EntityManager, company: Company, state: RegisterState, holders: readonly string[]): Promise<RegisterState> => {
  if (holders.length === 0) return state;
  const rows = await runBound<HoldingRow>(tx, 'select shareholder_id, share_class_id, shares, share_numbers from holding where company_id = $1 and shareholder_id = any($2::uuid[])', [company.id, holders]);
  return withLines(state, rows.map(holdingLineOf));
};

/**
 * The register as it stands, built from the read model for what a command reads: every class, the head's
 * nominal value, highest share number and liquidation, and the holdings of `holders` (or all).
 */
export const loadRegisterState = async (tx: EntityManager, company: Company, head: HeadFacts, holders: 'all' | readonly string[]): Promise<RegisterState> => ({
  ...(await classesWithHoldings(tx, company, holders)),
  nominalValue: head.nominalValue ?? null,
  highestShareNumber: BigInt(head.highestShareNumber),
  isLiquidated: head.isLiquidated,
});
