import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../companies/company.entity';
import { updateShareholderField } from '../../register/shareholders/shareholder-commands';
import type { User } from '../users/user.entity';
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

type Options = { em: EntityManager; actor: User; company: Company; shareholderOrgNos: string[]; allowSyntheticTestNumbers: boolean };

/**
 * `POST /portfolio/follow-up/shareholders/update`: gives the company's holders with these organisation numbers
 * the public register's current name, each as an audited field change. Answers how many names changed.
 */
export const updateShareholderNames = ({ em, actor, company, shareholderOrgNos, allowSyntheticTestNumbers }: Options) =>
  em.transactional(async (tx) => {
    const wanted = new Set(shareholderOrgNos);
    const outdated = (await findOutdatedShareholderNames({ em: tx, companyIds: [company.id] })).filter((row) => wanted.has(row.shareholderOrgNo));
    const holders = outdated.length
      ? await (tx as SqlEntityManager).execute<{ id: string; companyNumber: string }[]>(
          `select id, company_number as "companyNumber" from shareholder where company_id = ? and is_company and company_number = any(?::text[])`,
          [company.id, pgArray(outdated.map((row) => row.shareholderOrgNo))],
        )
      : [];
    let count = 0;
    for (const holder of holders) {
      const registerName = outdated.find((row) => row.shareholderOrgNo === holder.companyNumber)!.registerName;
      const outcome = await updateShareholderField({ em: tx, actor, company, shareholderId: holder.id, fieldName: 'shareholderName', newValue: registerName, allowSyntheticTestNumbers });
      if (outcome.result === 'success') count++;
    }
    return { count };
  });
