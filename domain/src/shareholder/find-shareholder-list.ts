import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Company } from '../company/company.entity';
import { jsonQuery, ZRangeQuerySchema } from '../validation/json-query';

export const shareholderListSorts = ['totalVotes', 'totalShares', 'name'] as const;

/** The list's query in react-admin's simple-rest shape (seed: register, section 4 and 9 for the defaults). */
export const ZShareholderListQuerySchema = z.object({
  filter: jsonQuery('{}', z.object({ status: z.enum(['current', 'former', 'all']).default('current'), q: z.string().max(200).optional() })),
  sort: jsonQuery('["totalVotes","DESC"]', z.tuple([z.enum(shareholderListSorts), z.enum(['ASC', 'DESC'])])),
  range: ZRangeQuerySchema,
});
export type TShareholderListQuery = z.infer<typeof ZShareholderListQuerySchema>;

export type ShareholderListRow = { id: string; totalShares: string; totalVotes: string };

const orderColumn: Record<(typeof shareholderListSorts)[number], string> = {
  totalVotes: 'votes_n',
  totalShares: 'shares_n',
  name: 'sort_name',
};

/**
 * One page of a company's shareholders with their totals from the read model, filtered by status
 * (current: holds shares; former: holds none) and name, sorted in the database.
 */
export const findShareholderList = async ({ em: anyEm, company, query }: { em: EntityManager; company: Company; query: TShareholderListQuery }) => {
  const em = anyEm as SqlEntityManager;
  const { filter, sort, range } = query;
  const having = filter.status === 'current' ? 'having coalesce(sum(h.shares), 0) > 0' : filter.status === 'former' ? 'having coalesce(sum(h.shares), 0) = 0' : '';
  const search = filter.q?.trim() ? `%${filter.q.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const base = `
    select s.id,
      coalesce(sum(h.shares), 0) as shares_n,
      coalesce(sum(h.shares * st.votes_per_share), 0) as votes_n,
      lower(coalesce(s.company_name, concat_ws(' ', s.first_name, s.middle_name, s.last_name))) as sort_name
    from shareholder s
    left join holding h on h.shareholder_id = s.id
    left join share_type st on st.id = h.share_type_id
    where s.company_id = ? ${search ? `and coalesce(s.company_name, concat_ws(' ', s.first_name, s.middle_name, s.last_name)) ilike ?` : ''}
    group by s.id ${having}`;
  const params = search ? [company.id, search] : [company.id];
  const direction = sort[1] === 'ASC' ? 'asc' : 'desc';
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: string; total_shares: string; total_votes: string }[]>(
      `select id, shares_n::text as total_shares, votes_n::text as total_votes from (${base}) as list order by ${orderColumn[sort[0]]} ${direction}, id limit ? offset ?`,
      [...params, range[1] - range[0] + 1, range[0]],
    ),
    em.execute<{ total: string }[]>(`select count(*)::text as total from (${base}) as page`, params),
  ]);
  return {
    rows: rows.map((row): ShareholderListRow => ({ id: row.id, totalShares: row.total_shares, totalVotes: row.total_votes })),
    total: Number(count?.total ?? 0),
  };
};
