import type { EntityManager } from '@mikro-orm/core';
import { featureLevelsOf, menuEntriesFor } from '../access/company-menu-entries';
import type { CompanyAccessContext } from '../access/resolve-company-access';
import { findWhitelabelLogoId } from '../enterprise-accounts/enterprise-account-logo';
import { capabilitiesOfSubscription } from '../subscriptions/subscription-plans';
import type { CompanySummary } from './shell-views';

/**
 * The header facts every app shows about the company it is in, with the level of every feature for the access
 * used and the admin menu entries it may open (a custom role sees only its own, within its modules), and the
 * white-label logo of its enterprise account if it has one.
 */
export const companySummary = async ({ company, access }: CompanyAccessContext, em: EntityManager): Promise<CompanySummary> => {
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
    commitmentsEnabled: company.commitmentsEnabled,
    aiAssistantEnabled: company.aiAssistantEnabled,
    whitelabelLogoId: await findWhitelabelLogoId(em, company),
    termsAccepted: company.termsAcceptedAt != null,
    claimPending: company.claimPendingSince != null,
    remark: featureLevels.companySettings === 'NONE' ? null : (company.remark ?? null),
    accessType: access.accessType,
    customRoleId: access.customRoleId ?? null,
    featureLevels,
    menu: menuEntriesFor(featureLevels),
  };
};
