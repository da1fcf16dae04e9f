import Decimal from 'decimal.js';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../../platform/companies/company.entity';
import { RegisterHead } from '../log/register-head.entity';
import { listShareClasses } from '../share-classes/list-share-classes';
import { runBound } from '../../kernel/sql/run-bound';
import type { PreferentialHolding } from './preferential-allocation';
import type { HolderContact } from './preferential-subscribers';
import type { RegisterFacts } from './register-facts';
import type { TShareIssuePerShareType } from './capital-increase.schemas';

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

/** The names, emails and kinds of the given holders, by id: what a subscriber list shows of them. */
export const loadHolderContacts = async ({ em, company, ids }: { em: EntityManager; company: Company; ids: readonly string[] }): Promise<Map<string, HolderContact>> =>
  new Map(
    (
      await runBound<{ id: string; name: string; email: string | null; is_company: boolean }>(
        em,
        `select id, case when is_company then coalesce(company_name, '') else concat_ws(' ', first_name, middle_name, last_name) end as name, email, is_company
           from shareholder where company_id = $1 and id = any($2::uuid[])`,
        [company.id, ids],
      )
    ).map((row) => [row.id, { name: row.name, email: row.email, isCompany: row.is_company }]),
  );

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The current holdings of each class an issue names, by class id (a new class has no holders, and no entry), and the
 * contacts of every holder among them: what a preferential issue is offered against.
 */
export const loadPreferentialHolders = async ({ em, company, lines }: { em: EntityManager; company: Company; lines: readonly TShareIssuePerShareType[] }) => {
  const holdings = new Map<string, PreferentialHolding[]>();
  for (const { sharetypeId } of lines) if (isUuid(sharetypeId)) holdings.set(sharetypeId, await loadClassHoldings({ em, company, shareClassId: sharetypeId }));
  const contacts = await loadHolderContacts({ em, company, ids: [...new Set([...holdings.values()].flat().map(({ shareholderId }) => shareholderId))] });
  return { holdings, contacts };
};
