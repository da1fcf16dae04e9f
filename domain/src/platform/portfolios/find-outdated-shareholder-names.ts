import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../kernel/sql/pg-array';
import type { OutdatedShareholderName } from './portfolio-views';

/** The outdated holder names of the given companies (current holders only), by company and holder name. */
export const findOutdatedShareholderNames = async ({ em, companyIds }: { em: EntityManager; companyIds: string[] }): Promise<OutdatedShareholderName[]> =>
  (em as SqlEntityManager).execute<OutdatedShareholderName[]>(
    `select c.organisation_number as "organisationNumber", s.company_number as "shareholderOrgNo", coalesce(s.company_name, '') as name, rc.name as "registerName"
       from shareholder s join company c on c.id = s.company_id join register_company rc on rc.organisation_number = s.company_number
      where s.company_id = any(?::uuid[]) and s.is_company and rc.name <> coalesce(s.company_name, '')
        and exists (select 1 from holding h where h.shareholder_id = s.id and h.shares > 0)
      order by c.name, s.company_name`,
    [pgArray(companyIds)],
  );
