import Decimal from 'decimal.js';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../../platform/companies/company.entity';
import { RegisterHead } from '../log/register-head.entity';
import { listShareClasses } from '../share-classes/list-share-classes';
import type { PreferentialHolding } from './preferential-allocation';
import type { RegisterFacts } from './register-facts';

/**
 * The register as the decision form reads it today (the read model): its currency, nominal value, share count and
 * current classes. The share capital article comes with the articles room; until then the admin picks it.
 */
export const loadRegisterFacts = async ({ em, company }: { em: EntityManager; company: Company }): Promise<RegisterFacts> => {
  const [head, classes, [total]] = await Promise.all([
    em.findOne(RegisterHead, { company }),
    listShareClasses(em, company),
    (em as SqlEntityManager).execute<{ shares: string | null }[]>('select sum(shares)::text as shares from holding where company_id = ?', [company.id]),
  ]);
  const totalShares = BigInt(total?.shares ?? '0');
  return {
    currency: company.currency,
    nominalValue: totalShares > 0n && head?.nominalValue ? new Decimal(head.nominalValue).toFixed() : null,
    totalShares,
    shareClasses: classes.filter((shareClass) => !shareClass.historical).map(({ id, code }) => ({ id, code })),
    shareCapitalArticle: null,
  };
};

/** Each current holder's shares of a class: the weights of a preferential issue of that class. */
export const loadClassHoldings = async ({ em, company, shareClassId }: { em: EntityManager; company: Company; shareClassId: string }): Promise<PreferentialHolding[]> =>
  (
    await (em as SqlEntityManager).execute<{ shareholder_id: string; shares: string }[]>(
      'select shareholder_id, shares::text as shares from holding where company_id = ? and share_class_id = ? and shares > 0 order by shareholder_id',
      [company.id, shareClassId],
    )
  ).map((row) => ({ shareholderId: row.shareholder_id, shares: BigInt(row.shares) }));
