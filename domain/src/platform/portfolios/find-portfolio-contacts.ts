import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity';
import { findPeopleTabCompanyIds } from './find-scope-companies';
import type { PortfolioScope } from './portfolio-scopes';
import type { ContactKind, TPortfolioContactsQuery } from './portfolio-tabs.schemas';
import { pgArray } from '../../kernel/sql/pg-array';
import type { PortfolioContact } from './portfolio-views';
import { containsPattern } from '../../kernel/sql/like-pattern';


const personName = (alias: string) => `concat_ws(' ', ${alias}.first_name, ${alias}.middle_name, ${alias}.last_name)`;

/**
 * One row per person and company: `person` groups a person's rows (a user; a role holder or holder contact by
 * email, else by the row itself). The companies are the first parameter, as one uuid array.
 */
const sources: Record<ContactKind, string> = {
  admins: `
    select u.id::text as person, u.name, u.email, null as phone, a.company_id, coalesce(r.name, a.access_type) as role, null as holder, a.custom_role_id::text as custom_role_id
      from company_access a join app_user u on u.id = a.user_id left join custom_role r on r.id = a.custom_role_id
     where a.company_id = any(?::uuid[]) and a.access_type in ('ADMIN', 'CUSTOM')`,
  board: `
    select coalesce(lower(r.email), r.id::text) as person, ${personName('r')} as name, r.email, null as phone, r.company_id, r.role::text as role, null as holder, null as custom_role_id
      from company_role r where r.company_id = any(?::uuid[])`,
  shareholders: `
    select coalesce(lower(s.email), s.id::text) as person,
           case when s.is_company then coalesce(s.contact_name, s.company_name) else ${personName('s')} end as name,
           s.email, nullif(concat_ws(' ', s.phone_country_code, s.phone_number), '') as phone, s.company_id,
           case when s.is_company then 'shareholderContact' else 'shareholder' end as role, case when s.is_company then s.company_name end as holder,
           null as custom_role_id
      from shareholder s
     where s.company_id = any(?::uuid[]) and exists (select 1 from holding h where h.shareholder_id = s.id and h.shares > 0)`,
};

/**
 * `GET /portfolio/{scope}/contacts`: the people of the scope's companies the user administers, one kind at a time
 * (administrators and custom-role users, board and management roles, shareholders or their contact persons),
 * filtered by name or email, a page at a time in name order. The board-role and investments scopes have none.
 */
export const findPortfolioContacts = async ({ em, user, scope, query }: { em: EntityManager; user: User; scope: PortfolioScope; query: TPortfolioContactsQuery }) => {
  const companyIds = await findPeopleTabCompanyIds({ em, user, scope });
  if (!companyIds.length) return { rows: [] as PortfolioContact[], total: 0 };
  const { filter, range } = query;
  const search = filter.q ? containsPattern(filter.q) : null;
  const people = `
    select p.person, min(p.name) as name, min(p.email) as email, min(p.phone) as phone,
           json_agg(json_build_object('organisationNumber', c.organisation_number, 'name', c.name, 'role', p.role, 'holder', p.holder, 'customRoleId', p.custom_role_id) order by c.name, p.role) as companies
      from (${sources[filter.kind]}) p join company c on c.id = p.company_id
     ${search ? 'where p.name ilike ? or p.email ilike ?' : ''}
     group by p.person`;
  const params = [pgArray(companyIds), ...(search ? [search, search] : [])];
  const sql = em as SqlEntityManager;
  const [rows, [count]] = await Promise.all([
    sql.execute<(Omit<PortfolioContact, 'id'> & { person: string })[]>(
      `select * from (${people}) people order by lower(name), person limit ? offset ?`,
      [...params, range[1] - range[0] + 1, range[0]],
    ),
    sql.execute<{ total: string }[]>(`select count(*)::text as total from (${people}) people`, params),
  ]);
  return { rows: rows.map(({ person, ...row }): PortfolioContact => ({ id: person, ...row })), total: Number(count?.total ?? 0) };
};
