import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { UserCompany } from './company-views';

/**
 * One entry per (company, access) the user holds, sorted by company name. Plain rows, not entities: users with
 * a thousand companies open the portfolio on every visit, and hydrating entities would dominate the call.
 */
export const findUserCompanies = async ({ em, userId }: { em: EntityManager; userId: string }): Promise<UserCompany[]> =>
  (em as SqlEntityManager).execute<UserCompany[]>(
    `select c.id, c.organisation_number as "organisationNumber", c.name, c.country, c.currency, c.is_customer as "isCustomer",
            a.access_type as "accessType", a.shareholder_id as "shareholderId", a.custom_role_id as "customRoleId"
       from company_access a join company c on c.id = a.company_id
      where a.user_id = ?
      order by c.name, c.id, a.access_type`,
    [userId],
  );
