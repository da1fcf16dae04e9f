import type { BillingFrequency, EnterpriseAccountStatus, EnterpriseFeature, SubscriptionType } from '@andel/domain/shared';

/** `GET /enterprise-accounts/{id}`. */
export type EnterpriseAccountView = {
  id: string;
  name: string;
  status: EnterpriseAccountStatus;
  billingFrequency: BillingFrequency;
  features: { feature: EnterpriseFeature; quota: number }[];
  companies: { organisationNumber: string; name: string; subscriptionType: SubscriptionType }[];
  canEdit: boolean;
  createdAt: string;
  updatedAt: string;
};

/** `GET /enterprise-accounts`. */
export type EnterpriseAccountListItem = Pick<EnterpriseAccountView, 'id' | 'name' | 'status' | 'billingFrequency'> & { companyCount: number };

export const enterpriseAccountPath = (id: string, tab?: string) => `/enterprise-account/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
