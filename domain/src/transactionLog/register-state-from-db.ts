import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../company/company.entity';
import { ShareType } from '../shareType/share-type.entity';
import { emptyRegister, type RegisterState } from './ledger/register-state';
import { parseStoredShareNumbers, type ShareInterval } from './ledger/share-number-intervals';
import type { HeadFacts } from './append-log-entry';

/** An empty register that knows every class of the company, with today's votes per share: where replay starts. */
export const registerWithClasses = async (tx: EntityManager, company: Company): Promise<RegisterState> => {
  const classes = await tx.find(ShareType, { company });
  return { ...emptyRegister(), shareClasses: Object.fromEntries(classes.map((shareType) => [shareType.id, { votesPerShare: shareType.votesPerShare, holdings: new Map() }])) };
};

/** Adds the read model's holdings of `holders` (or of everyone) to a state. */
export const withHoldingsOf = async (tx: EntityManager, company: Company, state: RegisterState, holders: 'all' | readonly string[]): Promise<RegisterState> => {
  if (holders !== 'all' && holders.length === 0) return state;
  type Row = { shareholder_id: string; share_type_id: string; share_numbers: string };
  const query = 'select shareholder_id, share_type_id, share_numbers from holding where company_id = ?';
  const rows = holders === 'all' ? await (tx as SqlEntityManager).execute<Row[]>(query, [company.id]) : [];
  // In chunks: PostgreSQL takes at most 65,535 parameters a query.
  if (holders !== 'all')
    for (let start = 0; start < holders.length; start += 10_000) {
      const chunk = holders.slice(start, start + 10_000);
      rows.push(...(await (tx as SqlEntityManager).execute<Row[]>(`${query} and shareholder_id in (${chunk.map(() => '?').join(',')})`, [company.id, ...chunk])));
    }
  const holdings = new Map(Object.entries(state.shareClasses).map(([id, shareClass]) => [id, new Map(shareClass.holdings)]));
  for (const row of rows) holdings.get(row.share_type_id)?.set(row.shareholder_id, parseStoredShareNumbers(row.share_numbers));
  return {
    ...state,
    shareClasses: Object.fromEntries(
      Object.entries(state.shareClasses).map(([id, shareClass]) => [id, { votesPerShare: shareClass.votesPerShare, holdings: holdings.get(id) as ReadonlyMap<string, readonly ShareInterval[]> }]),
    ),
  };
};

/**
 * The register as it stands, built from the read model for what a command reads: every class, the head's
 * nominal value, highest share number and liquidation, and the holdings of `holders` (or all).
 */
export const loadRegisterState = async (tx: EntityManager, company: Company, head: HeadFacts, holders: 'all' | readonly string[]): Promise<RegisterState> => {
  const classes = await registerWithClasses(tx, company);
  const state = { ...classes, nominalValue: head.nominalValue ?? null, highestShareNumber: BigInt(head.highestShareNumber), isLiquidated: head.isLiquidated };
  return withHoldingsOf(tx, company, state, holders);
};
