import type { CompanyAccessContext } from '../access/resolve-company-access';
import { capabilitiesOfSubscription } from '../subscription/subscription-plans';

/** The header facts every app shows about the company it is in. */
export const companySummary = ({ company, access }: CompanyAccessContext) => ({
  organisationNumber: company.organisationNumber,
  name: company.name,
  country: company.country,
  currency: company.currency,
  subscription: {
    subscriptionType: company.subscriptionType,
    isActive: company.subscriptionState === 'ACTIVE',
    capabilities: capabilitiesOfSubscription(company.subscriptionType),
  },
  shareholderPortalEnabled: company.shareholderPortalEnabled,
  accessType: access.accessType,
});
