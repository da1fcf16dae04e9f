import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Company } from '../company/company.entity';
import { jsonQuery, ZRangeQuerySchema } from '../validation/json-query';
import { shareholderListViews } from './shareholder-list-views';

export const shareholderListSorts = ['totalVotes', 'totalShares', 'name'] as const;


/** The list's query in react-admin's simple-rest shape (seed: register, section 4 and 9 for the defaults). */
export const ZShareholderListQuerySchema = z.object({
  filter: jsonQuery(
    '{}',
    z.object({
      status: z.enum(['current', 'former', 'all']).default('current'),
      q: z.string().max(200).optional(),
      view: z.enum(shareholderListViews).default('overview'),
      shareTypeId: z.uuid().optional(),
    }),
  ),
  sort: jsonQuery('["totalVotes","DESC"]', z.tuple([z.enum(shareholderListSorts), z.enum(['ASC', 'DESC'])])),
  range: ZRangeQuerySchema,
});
export type TShareholderListQuery = z.infer<typeof ZShareholderListQuerySchema>;

/** Shares and votes of one class a holder has. */
export type ClassHolding = { shareTypeId: string; shares: string; votes: string; shareNumbers: string };

/**
 * Totals (of one class when the list is filtered to it) and the holder's fractions of the company's (or class's)
 * shares and votes, as exact decimal strings for the client to format.
 */
export type ShareholderListRow = { id: string; totalShares: string; totalVotes: string; shareFraction: string; voteFraction: string; holdings: ClassHolding[] };

const orderColumn: Record<(typeof shareholderListSorts)[number], string> = {
  totalVotes: 'votes_n',
  totalShares: 'shares_n',
  name: 'sort_name',
};

const fraction = (part: string, whole: string) => `case when ${whole} = 0 then 0 else ${part}::numeric / ${whole} end`;

/**
 * One page of a company's shareholders with their totals from the read model, filtered by status
 * (current: holds shares; former: holds none), name and share class, sorted in the database; each row carries
 * its holdings per class for the all-shares and votes views.
 */
export const findShareholderList = async ({ em: anyEm, company, query }: { em: EntityManager; company: Company; query: TShareholderListQuery }) => {
  const em = anyEm as SqlEntityManager;
  const { filter, sort, range } = query;
  const classId = filter.shareTypeId ?? null;
  const having = filter.status === 'current' ? 'having coalesce(sum(h.shares), 0) > 0' : filter.status === 'former' ? 'having coalesce(sum(h.shares), 0) = 0' : '';
  const search = filter.q?.trim() ? `%${filter.q.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const base = `
    select s.id,
      coalesce(sum(h.shares), 0) as shares_n,
      coalesce(sum(h.shares * st.votes_per_share), 0) as votes_n,
      lower(coalesce(s.company_name, concat_ws(' ', s.first_name, s.middle_name, s.last_name))) as sort_name
    from shareholder s
    left join holding h on h.shareholder_id = s.id ${classId ? 'and h.share_type_id = ?' : ''}
    left join share_type st on st.id = h.share_type_id
    where s.company_id = ? ${search ? `and coalesce(s.company_name, concat_ws(' ', s.first_name, s.middle_name, s.last_name)) ilike ?` : ''}
    group by s.id ${having}`;
  const params = [...(classId ? [classId] : []), company.id, ...(search ? [search] : [])];
  const totals = `
    select coalesce(sum(h.shares), 0) as all_shares, coalesce(sum(h.shares * st.votes_per_share), 0) as all_votes
    from holding h join share_type st on st.id = h.share_type_id
    where h.company_id = ? ${classId ? 'and h.share_type_id = ?' : ''}`;
  const totalParams = classId ? [company.id, classId] : [company.id];
  const direction = sort[1] === 'ASC' ? 'asc' : 'desc';
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: string; total_shares: string; total_votes: string; share_fraction: string; vote_fraction: string }[]>(
      `select list.id, shares_n::text as total_shares, votes_n::text as total_votes,
              (${fraction('shares_n', 'totals.all_shares')})::text as share_fraction, (${fraction('votes_n', 'totals.all_votes')})::text as vote_fraction
         from (${base}) as list cross join (${totals}) as totals
        order by ${orderColumn[sort[0]]} ${direction}, list.id limit ? offset ?`,
      [...params, ...totalParams, range[1] - range[0] + 1, range[0]],
    ),
    em.execute<{ total: string }[]>(`select count(*)::text as total from (${base}) as page`, params),
  ]);
  const holdings = rows.length
    ? await em.execute<{ shareholder_id: string; share_type_id: string; shares: string; votes: string; share_numbers: string }[]>(
        `select h.shareholder_id, h.share_type_id, h.shares::text as shares, (h.shares * st.votes_per_share)::text as votes, h.share_numbers
           from holding h join share_type st on st.id = h.share_type_id
          where h.shareholder_id in (${rows.map(() => '?').join(',')}) and h.shares > 0`,
        rows.map((row) => row.id),
      )
    : [];
  const holdingsOf = (id: string): ClassHolding[] =>
    holdings
      .filter((h) => h.shareholder_id === id)
      .map((h) => ({ shareTypeId: h.share_type_id, shares: h.shares, votes: h.votes, shareNumbers: h.share_numbers }));
  return {
    rows: rows.map(
      (row): ShareholderListRow => ({
        id: row.id,
        totalShares: row.total_shares,
        totalVotes: row.total_votes,
        shareFraction: row.share_fraction,
        voteFraction: row.vote_fraction,
        holdings: holdingsOf(row.id),
      }),
    ),
    total: Number(count?.total ?? 0),
  };
};
