import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../companies/company.entity';

/** Holders with at least one share today: what the price band counts. */
export const countShareholdersWithShares = async (em: EntityManager, company: Company): Promise<number> => {
  const rows: { count: string }[] = await (em as SqlEntityManager).execute(
    'select count(distinct shareholder_id) as count from holding where company_id = ? and shares > 0',
    [company.id],
  );
  return Number(rows[0]?.count ?? 0);
};
