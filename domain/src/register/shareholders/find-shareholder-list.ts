import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Company } from '../../platform/companies/company.entity';
import { jsonQuery, ZRangeQuerySchema } from '../../kernel/validation/json-query';
import { shareholderListViews } from './shareholder-list-views';
import type { ClassHolding } from '../read-model/read-model-views';
import type { ShareholderListRow } from './shareholder-views';
import { containsPattern } from '../../kernel/sql/like-pattern';

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

const orderColumn: Record<(typeof shareholderListSorts)[number], string> = {
  totalVotes: 'votes_n',
  totalShares: 'shares_n',
  name: 'sort_name',
};

const fraction = (part: string, whole: string) => `case when ${whole} = 0 then 0 else ${part}::numeric / ${whole} end`;
const holderName = `coalesce(s.company_name, concat_ws(' ', s.first_name, s.middle_name, s.last_name))`;

/** One class's holdings as holder totals. */
const classTotals = `(select h.shareholder_id, h.company_id, h.shares, h.shares * st.votes_per_share as votes
   from holding h join share_class st on st.id = h.share_class_id where h.share_class_id = ?)`;

/** Each holder's shares and votes: the holder totals read model, or one class's holdings. */
const totalsSource = (classId: string | null) => (classId ? classTotals : 'shareholder_total');

/** The company's (one row, maintained) or the class's (summed) shares and votes. */
const companyTotalsSource = (classId: string | null) => (classId ? classTotals : 'company_register_total');

/**
 * One page of a company's shareholders with their totals from the read model, filtered by status
 * (current: holds shares; former: holds none), name and share class, sorted in the database; each row carries
 * its holdings per class for the all-shares and votes views. Current holders are read from the totals' own
 * rows, so the default first page (by votes) is an index scan.
 */
export const findShareholderList = async ({ em: anyEm, company, query }: { em: EntityManager; company: Company; query: TShareholderListQuery }) => {
  const em = anyEm as SqlEntityManager;
  const { filter, sort, range } = query;
  const classId = filter.shareTypeId ?? null;
  const search = filter.q?.trim() ? containsPattern(filter.q.trim()) : null;
  const sourceParams = classId ? [classId] : [];
  const searchWhere = search ? `and ${holderName} ilike ?` : '';
  const base =
    filter.status === 'current'
      ? `select t.shareholder_id as id, t.shares as shares_n, t.votes as votes_n, ${sort[0] === 'name' || search ? `lower(${holderName})` : 'null'} as sort_name
           from ${totalsSource(classId)} t ${sort[0] === 'name' || search ? 'join shareholder s on s.id = t.shareholder_id' : ''}
          where t.company_id = ? ${searchWhere}`
      : `select s.id, coalesce(t.shares, 0) as shares_n, coalesce(t.votes, 0) as votes_n, lower(${holderName}) as sort_name
           from shareholder s left join ${totalsSource(classId)} t on t.shareholder_id = s.id
          where s.company_id = ? ${searchWhere} ${filter.status === 'former' ? 'and t.shareholder_id is null' : ''}`;
  const params = [...sourceParams, company.id, ...(search ? [search] : [])];
  const direction = sort[1] === 'ASC' ? 'asc' : 'desc';
  // The company's totals and its current holders' count are maintained (`company_register_total`), so the default
  // list reads one row instead of every holder; a filtered list counts its rows. The totals are read by one-row
  // subqueries: the page keeps its index order, and the page and the count run at once.
  const countAll = !classId && !search && filter.status === 'current';
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: string; total_shares: string; total_votes: string; share_fraction: string; vote_fraction: string }[]>(
      `with totals as materialized (
         select coalesce(sum(shares), 0) as all_shares, coalesce(sum(votes), 0) as all_votes from ${companyTotalsSource(classId)} t where t.company_id = ?)
       select list.id, shares_n::text as total_shares, votes_n::text as total_votes,
              (${fraction('shares_n', '(select all_shares from totals)')})::text as share_fraction,
              (${fraction('votes_n', '(select all_votes from totals)')})::text as vote_fraction
         from (${base}) as list
        order by ${orderColumn[sort[0]]} ${direction}, list.id limit ? offset ?`,
      [...sourceParams, company.id, ...params, range[1] - range[0] + 1, range[0]],
    ),
    countAll
      ? em.execute<{ total: string }[]>('select coalesce(sum(holders), 0)::text as total from company_register_total where company_id = ?', [company.id])
      : em.execute<{ total: string }[]>(`select count(*)::text as total from (${base}) as page`, params),
  ]);
  const holdings = rows.length
    ? await em.execute<{ shareholder_id: string; share_class_id: string; shares: string; votes: string; share_numbers: string }[]>(
        `select h.shareholder_id, h.share_class_id, h.shares::text as shares, (h.shares * st.votes_per_share)::text as votes, h.share_numbers
           from holding h join share_class st on st.id = h.share_class_id
          where h.shareholder_id in (${rows.map(() => '?').join(',')}) and h.shares > 0`,
        rows.map((row) => row.id),
      )
    : [];
  const holdingsOf = (id: string): ClassHolding[] =>
    holdings
      .filter((h) => h.shareholder_id === id)
      .map((h) => ({ shareTypeId: h.share_class_id, shares: h.shares, votes: h.votes, shareNumbers: h.share_numbers }));
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
