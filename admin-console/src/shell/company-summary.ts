import type { AccessType, Country, SubscriptionCapability, SubscriptionType } from '@andel/domain/shared';

/** `GET /api/company/{orgNo}`: the header facts every app shows about the company it is in. */
export type CompanySummary = {
  organisationNumber: string;
  name: string;
  country: Country;
  currency: string;
  subscription: { subscriptionType: SubscriptionType; isActive: boolean; capabilities: SubscriptionCapability[] };
  shareholderPortalEnabled: boolean;
  accessType: AccessType;
};
