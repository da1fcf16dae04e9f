// What the enterprise-account calls answer, shared by the domain that builds it and the console that shows it.
import type { SubscriptionType } from '../companies/company-constants';
import type { BillingFrequency, EnterpriseAccountStatus, EnterpriseFeature } from './enterprise-account-constants';

/** `GET /enterprise-accounts/{id}`, and what saving an account answers. */
export type EnterpriseAccountView = {
  id: string;
  name: string;
  status: EnterpriseAccountStatus;
  billingFrequency: BillingFrequency;
  features: { feature: EnterpriseFeature; quota: number }[];
  companies: { organisationNumber: string; name: string; subscriptionType: SubscriptionType }[];
  canEdit: boolean;
  /** Whether the account has a white-label logo (`GET /whitelabel/logo/{id}`). */
  hasLogo: boolean;
  createdAt: string;
  updatedAt: string;
};

/** `GET /enterprise-accounts`: every account, for the back office list. */
export type EnterpriseAccountListItem = Pick<EnterpriseAccountView, 'id' | 'name' | 'status' | 'billingFrequency'> & { companyCount: number };
