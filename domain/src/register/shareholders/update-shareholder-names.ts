import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../kernel/sql/pg-array';
import type { Company } from '../../platform/companies/company.entity';
import { findOutdatedShareholderNames } from '../../platform/portfolios/find-outdated-shareholder-names';
import type { User } from '../../platform/users/user.entity';
import { updateShareholderField } from './shareholder-commands';
import type { UpdatedShareholderNames } from './shareholder-views';

type Options = { em: EntityManager; actor: User; company: Company; shareholderOrgNos: string[]; allowSyntheticTestNumbers: boolean };

/**
 * `POST /portfolio/follow-up/shareholders/update`: gives the company's holders with these organisation numbers
 * the public register's current name, each as an audited field change. Answers how many names changed.
 */
export const updateShareholderNames = ({ em, actor, company, shareholderOrgNos, allowSyntheticTestNumbers }: Options): Promise<UpdatedShareholderNames> =>
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
