import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { AllocationRound } from '../../register/capital-increase/allocation-rounds';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { loadPreferentialHolders } from '../../register/capital-increase/load-register-facts';
import { subscriptionsOf } from '../../documents/subscription-forms/subscriptions-of';
import { allocationRoundsFor, type ClassHolders } from './allocation-rounds-for';
import { subscribedShares } from './subscribed-shares';

/** The decision's rounds as the form, its signed subscription forms and today's register stand (the holdings of each preferential class, read once). */
export const loadAllocationRounds = async (em: EntityManager, company: Company, form: TCapitalIncrease, decisionId: string): Promise<AllocationRound[]> => {
  const properties = form.properties;
  const holders = new Map<string, ClassHolders>();
  if (properties?.type === 'shareIssue' && properties.preferentialRight === true) {
    const { holdings, contacts } = await loadPreferentialHolders({ em, company, lines: properties.shareIssuePerShareTypes });
    const names = new Map([...contacts].map(([id, { name }]) => [id, name]));
    for (const [sharetypeId, classHoldings] of holdings) holders.set(sharetypeId, { holdings: classHoldings, names });
  }
  const signed = form.isSubscriptionForm === true ? await subscriptionsOf(em, decisionId) : null;
  return allocationRoundsFor(form, subscribedShares(form, signed), (sharetypeId) => holders.get(sharetypeId) ?? { holdings: [], names: new Map() });
};
