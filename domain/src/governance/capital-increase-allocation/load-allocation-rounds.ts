import type { EntityManager } from '@mikro-orm/core';
import { runBound } from '../../kernel/sql/run-bound';
import type { Company } from '../../platform/companies/company.entity';
import type { AllocationRound } from '../../register/capital-increase/allocation-rounds';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { loadClassHoldings } from '../../register/capital-increase/load-register-facts';
import { subscriptionsOf } from '../../documents/subscription-forms/subscriptions-of';
import { allocationRoundsFor, type ClassHolders } from './allocation-rounds-for';
import { subscribedShares } from './subscribed-shares';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const holderNames = async (em: EntityManager, company: Company, ids: string[]): Promise<Map<string, string>> =>
  new Map(
    (
      await runBound<{ id: string; name: string }>(
        em,
        `select id, case when is_company then coalesce(company_name, '') else concat_ws(' ', first_name, middle_name, last_name) end as name
           from shareholder where company_id = $1 and id = any($2::uuid[])`,
        [company.id, ids],
      )
    ).map((row) => [row.id, row.name]),
  );

/** The decision's rounds as the form, its signed subscription forms and today's register stand (the holdings of each preferential class, read once). */
export const loadAllocationRounds = async (em: EntityManager, company: Company, form: TCapitalIncrease, decisionId: string): Promise<AllocationRound[]> => {
  const properties = form.properties;
  const preferential = properties?.type === 'shareIssue' && properties.preferentialRight === true ? properties.shareIssuePerShareTypes.map(({ sharetypeId }) => sharetypeId).filter(isUuid) : [];
  const holders = new Map<string, ClassHolders>();
  for (const shareClassId of preferential) {
    const holdings = await loadClassHoldings({ em, company, shareClassId });
    holders.set(shareClassId, { holdings, names: await holderNames(em, company, holdings.map(({ shareholderId }) => shareholderId)) });
  }
  const signed = form.isSubscriptionForm === true ? await subscriptionsOf(em, decisionId) : null;
  return allocationRoundsFor(form, subscribedShares(form, signed), (sharetypeId) => holders.get(sharetypeId) ?? { holdings: [], names: new Map() });
};
