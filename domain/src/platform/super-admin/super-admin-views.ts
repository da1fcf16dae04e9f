// What the back office's calls answer, shared by the domain that builds it and the console that shows it.
import type { Country, Currency, SubscriptionState, SubscriptionType } from '../companies/company-constants';

/** `GET /super-admin/search?q`: companies by name or organisation number, users by name or email. */
export type BackOfficeSearchResult = {
  companies: { organisationNumber: string; name: string; country: Country; subscriptionType: SubscriptionType; subscriptionState: SubscriptionState }[];
  users: { id: string; name: string; email: string; emailVerified: boolean; superAdmin: boolean }[];
};

/** `GET /super-admin/company/{orgNo}`: a company's subscription, admins and enterprise account. */
export type BackOfficeCompany = {
  organisationNumber: string;
  name: string;
  country: Country;
  currency: Currency;
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

/** `GET /super-admin/dead-letters`: a background job that failed every retry (the job queue's dead-letter state), newest first. */
export type BackOfficeDeadLetter = { id: string; job: string; failedAt: string; firstTriedAt: string | null; retries: number; error: string };
