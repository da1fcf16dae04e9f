import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity';
import { findPeopleTabCompanyIds } from './find-scope-companies';
import type { PortfolioScope } from './portfolio-scopes';
import type { TPortfolioShareholdersQuery } from './portfolio-tabs.schemas';
import { holderDisplayName, holderIdentity } from './holder-identity';
import { pgArray } from '../../kernel/sql/pg-array';
import { containsPattern } from '../../kernel/sql/like-pattern';
import type { PortfolioShareholder } from './portfolio-views';

/**
 * `GET /portfolio/{scope}/shareholders`: the current holders of the scope's companies the user administers,
 * each once with their holdings in every such company, filtered by name, a page at a time in name order.
 */
export const findPortfolioShareholders = async ({ em, user, scope, query }: { em: EntityManager; user: User; scope: PortfolioScope; query: TPortfolioShareholdersQuery }) => {
  const companyIds = await findPeopleTabCompanyIds({ em, user, scope });
  if (!companyIds.length) return { rows: [] as PortfolioShareholder[], total: 0 };
  const { filter, range } = query;
  const search = filter.q ? containsPattern(filter.q) : null;
  const holders = `
    with held as (
      select s.*, t.shares,
             ${holderIdentity('s')} as identity,
             ${holderDisplayName('s')} as display_name
        from shareholder s join shareholder_total t on t.shareholder_id = s.id
       where s.company_id = any(?::uuid[])),
    totals as (select company_id, sum(shares) as total from shareholder_total where company_id = any(?::uuid[]) group by company_id)
    select md5(held.identity) as id, min(held.display_name) as name, bool_or(held.is_company) as "isCompany",
           min(held.company_number) as "companyNumber", min(held.email) as email,
           json_agg(json_build_object('organisationNumber', c.organisation_number, 'companyName', c.name, 'shareholderId', held.id,
                    'shares', held.shares::text, 'ownershipInPercent', round(held.shares * 100.0 / totals.total, 2)::text) order by c.name) as holdings
      from held join company c on c.id = held.company_id join totals on totals.company_id = held.company_id
     group by held.identity ${search ? 'having min(held.display_name) ilike ?' : ''}`;
  const params = [pgArray(companyIds), pgArray(companyIds), ...(search ? [search] : [])];
  const sql = em as SqlEntityManager;
  const [rows, [count]] = await Promise.all([
    sql.execute<PortfolioShareholder[]>(`select * from (${holders}) list order by lower(name), id limit ? offset ?`, [...params, range[1] - range[0] + 1, range[0]]),
    sql.execute<{ total: string }[]>(`select count(*)::text as total from (${holders}) list`, params),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
};
