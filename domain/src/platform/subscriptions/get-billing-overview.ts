import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../companies/company.entity';
import { countShareholdersWithShares } from './count-shareholders-with-shares';
import type { BillingOverview } from './subscription-views';
import { choosableSubscriptionTypes, priceBandIndex, priceBands, subscriptionPrice } from './subscription-plans';

/** The billing page: the company's tier and state, the seeds' price bands with its own, and what each tier would cost it. */
export const getBillingOverview = async ({ em, company }: { em: EntityManager; company: Company }): Promise<BillingOverview> => {
  const shareholderCount = await countShareholdersWithShares(em, company);
  return {
    subscriptionType: company.subscriptionType,
    subscriptionState: company.subscriptionState,
    currency: company.currency,
    shareholderCount,
    priceBand: priceBandIndex(shareholderCount),
    priceBands,
    offers: choosableSubscriptionTypes.map((subscriptionType) => ({ subscriptionType, price: subscriptionPrice(subscriptionType, shareholderCount) })),
    shareholderPortalEnabled: company.shareholderPortalEnabled,
  };
};
