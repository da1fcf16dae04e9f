import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { UserCompany } from '../companies/company-views';
import type { User } from '../users/user.entity';
import { administeredCompanyIds } from './find-scope-companies';
import { pgArray } from '../../kernel/sql/pg-array';
import type { Subsidiary } from './portfolio-views';


const roleName = (role: string) =>
  `(select concat_ws(' ', r.first_name, r.middle_name, r.last_name) from company_role r where r.company_id = c.id and r.role = '${role}' order by r.created_at limit 1)`;
/** Whether the user holds one of `roles` in the subsidiary (by their user or their email), from the `mine` list. */
const holdsRole = (roles: string) => `exists (select 1 from mine where mine.company_id = c.id and mine.role in (${roles}))`;

/**
 * The subsidiaries of the scope's companies the user administers: companies whose register (kept here, often
 * imported from the public shareholder register) lists such a company as a holder of shares, which have no
 * administrator yet and to which the user has no access. One entry per parent and subsidiary.
 */
export const findSubsidiaries = async ({ em, user, companies, scoped }: { em: EntityManager; user: User; companies: UserCompany[]; scoped: UserCompany[] }): Promise<Subsidiary[]> => {
  const parentIds = administeredCompanyIds(scoped);
  if (!parentIds.length) return [];
  const knownIds = [...new Set(companies.map((c) => c.id))];
  return (em as SqlEntityManager).execute<Subsidiary[]>(
    `with mine as (select company_id, role from company_role where user_id = ? or lower(email) = ?),
     owned as (
       select s.company_id as subsidiary_id, p.organisation_number as source_org_no, sum(t.shares) as shares
         from company p
         join shareholder s on s.is_company and s.company_number = p.organisation_number
         join shareholder_total t on t.shareholder_id = s.id
        where p.id = any(?::uuid[]) and s.company_id <> all(?::uuid[])
        group by s.company_id, p.organisation_number)
     select c.organisation_number as "organizationNumber", c.name, c.currency, o.source_org_no as "sourceOrgNo",
            round(o.shares * 100.0 / (select sum(t.shares) from shareholder_total t where t.company_id = c.id), 2)::text as "ownershipInPercent",
            ${roleName('ceo')} as "ceoName", ${roleName('chairperson')} as "chairPersonName",
            ${holdsRole(`'ceo'`)} as "isCEO", ${holdsRole(`'chairperson'`)} as "isChairperson",
            ${holdsRole(`'chairperson', 'deputy_chairperson', 'member', 'deputy_member'`)} as "isBoardmember",
            exists (select 1 from shareholder m join holding mh on mh.shareholder_id = m.id
                     where m.company_id = c.id and lower(m.email) = ? and mh.shares > 0) as "isShareholder",
            exists (select 1 from invitation i where i.company_id = c.id and i.type = 'COMPANY' and i.state = 'PENDING' and i.expires_at > now()) as "invitationPending"
       from owned o join company c on c.id = o.subsidiary_id
      where not exists (select 1 from company_access a where a.company_id = c.id and a.access_type = 'ADMIN')
      order by c.name, c.organisation_number, o.source_org_no`,
    [user.id, user.email.toLowerCase(), pgArray(parentIds), pgArray(knownIds), user.email.toLowerCase()],
  );
};
