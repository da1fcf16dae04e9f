import type { SubscriptionState, SubscriptionType } from '../../platform/companies/company-constants';

const paidTiers: readonly SubscriptionType[] = ['SHAREHOLDER_REGISTER', 'BASIC', 'PRO'];

/**
 * Uploads and downloads need a subscription (seed 002 section 6; else the requires-subscription dialog leads to
 * payment): a paid tier in force (ACTIVE). The free tier and the legacy register-only agreement browse and organise
 * folders only, and a paid tier awaiting payment waits with them.
 */
export const archiveFilesAllowed = ({ subscriptionType, subscriptionState }: { subscriptionType: SubscriptionType; subscriptionState: SubscriptionState }): boolean =>
  paidTiers.includes(subscriptionType) && subscriptionState === 'ACTIVE';
