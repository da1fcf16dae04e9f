import { featureLevelsOf, menuEntriesFor } from '../access/company-menu-entries';
import type { CompanyAccessContext } from '../access/resolve-company-access';
import { capabilitiesOfSubscription } from '../subscriptions/subscription-plans';
import type { CompanySummary } from './shell-views';

/**
 * The header facts every app shows about the company it is in, with the level of every feature for the access
 * used and the admin menu entries it may open (a custom role sees only its own, within its modules).
 */
export const companySummary = ({ company, access }: CompanyAccessContext): CompanySummary => {
  const featureLevels = featureLevelsOf(access.accessType, access.permissions, access.modules ?? []);
  return {
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
    customRoleId: access.customRoleId ?? null,
    featureLevels,
    menu: menuEntriesFor(featureLevels),
  };
};
