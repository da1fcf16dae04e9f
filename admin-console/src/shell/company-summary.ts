import type { AccessType, Country, Feature, FeatureAccessLevel, SubscriptionCapability, SubscriptionType } from '@andel/domain/shared';

/** `GET /api/company/{orgNo}`: the header facts every app shows about the company it is in. */
export type CompanySummary = {
  organisationNumber: string;
  name: string;
  country: Country;
  currency: string;
  subscription: { subscriptionType: SubscriptionType; isActive: boolean; capabilities: SubscriptionCapability[] };
  shareholderPortalEnabled: boolean;
  accessType: AccessType;
  customRoleId: string | null;
  /** The level of every feature for the access used (a custom role's own; admins edit all). */
  featureLevels: Record<Feature, FeatureAccessLevel>;
};
