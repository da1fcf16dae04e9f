import type { Country, SubscriptionState, SubscriptionType } from '@andel/domain/shared';

/** `GET /super-admin/search?q`. */
export type BackOfficeSearchResult = {
  companies: { organisationNumber: string; name: string; country: Country; subscriptionType: SubscriptionType; subscriptionState: SubscriptionState }[];
  users: { id: string; name: string; email: string; emailVerified: boolean; superAdmin: boolean }[];
};

/** `GET /super-admin/company/{orgNo}`. */
export type BackOfficeCompany = {
  organisationNumber: string;
  name: string;
  country: Country;
  currency: string;
  isCustomer: boolean;
  subscriptionType: SubscriptionType;
  subscriptionState: SubscriptionState;
  nextSubscriptionState: SubscriptionState | null;
  shareholderPortalEnabled: boolean;
  shareholderCount: number;
  createdAt: string;
  admins: { id: string; name: string; email: string; since: string }[];
  enterpriseAccount: { id: string; name: string } | null;
};

export const backOfficePath = (...segments: string[]) => ['/super-admin-backoffice', ...segments.map(encodeURIComponent)].join('/');
