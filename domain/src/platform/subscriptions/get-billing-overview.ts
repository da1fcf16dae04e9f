import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../companies/company.entity';
import { countShareholdersWithShares } from './count-shareholders-with-shares';
import { choosableSubscriptionTypes, priceBandIndex, priceBands, priceTable, yearlyPrice } from './subscription-plans';

/** The billing page: the company's tier and state, its price band and what each tier would cost it. */
export const getBillingOverview = async ({ em, company }: { em: EntityManager; company: Company }) => {
  const shareholderCount = await countShareholdersWithShares(em, company);
  const band = priceBandIndex(shareholderCount);
  return {
    subscriptionType: company.subscriptionType,
    subscriptionState: company.subscriptionState,
    currency: company.currency,
    shareholderCount,
    priceBand: band,
    priceBands,
    prices: priceTable(),
    offers: choosableSubscriptionTypes.map((subscriptionType) => ({ subscriptionType, yearlyPrice: yearlyPrice(subscriptionType, shareholderCount) })),
    shareholderPortalEnabled: company.shareholderPortalEnabled,
  };
};
