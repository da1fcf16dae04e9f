// What the shell's calls answer, shared by the domain that builds it and the apps that show it.
import type { AccessType } from '../access/access-types';
import type { CompanyMenuEntry } from '../access/company-menu-entries';
import type { Feature, FeatureAccessLevel } from '../access/features';
import type { Country, Currency, SubscriptionType } from '../companies/company-constants';
import type { UserCompany } from '../companies/company-views';
import type { Language } from '../../kernel/i18n/languages';
import type { SubscriptionCapability } from '../subscriptions/subscription-plans';

/** `GET /api/company/{orgNo}`: the header facts every app shows about the company it is in. */
export type CompanySummary = {
  organisationNumber: string;
  name: string;
  country: Country;
  currency: Currency;
  subscription: { subscriptionType: SubscriptionType; isActive: boolean; capabilities: SubscriptionCapability[] };
  shareholderPortalEnabled: boolean;
  /** The commitments toggle: Norwegian companies keep commitments only with it on. */
  commitmentsEnabled: boolean;
  /** Whether an admin turned the AI writing assistant on for the company (`PUT /company-settings/{orgNo}/ai-assistant`). */
  aiAssistantEnabled: boolean;
  /** The enterprise account whose logo the company shows (`GET /whitelabel/logo/{id}`), or null. */
  whitelabelLogoId: string | null;
  /** Whether an admin accepted the terms for the company (`POST /company/accept-terms/{orgNo}`). */
  termsAccepted: boolean;
  /** Whether the claim of the administrator who registered it waits for proof: nothing is sent in its name until then. */
  claimPending: boolean;
  /** The company's note (`POST /company/{orgNo}/remark`), to those who may see its settings; else null. */
  remark: string | null;
  accessType: AccessType;
  customRoleId: string | null;
  /** The level of every feature for the access used (a custom role's own; admins edit all). */
  featureLevels: Record<Feature, FeatureAccessLevel>;
  /** The admin menu entries the access may open (a custom role sees only its own). */
  menu: CompanyMenuEntry[];
};

/** A company the signed-in user holds an access to, as the company switcher lists it. */
export type LoggedOnUserCompany = Pick<UserCompany, 'organisationNumber' | 'name' | 'accessType' | 'shareholderId' | 'customRoleId' | 'country' | 'currency'>;

/** `GET /api/auth/getloggedonuser`: the signed-in user, and every (company, access) they hold. */
export type LoggedOnUser = {
  id: string;
  name: string;
  initials: string;
  email: string;
  emailVerified: boolean;
  language: Language;
  acceptedTerms: boolean;
  twoFactorEnabled: boolean;
  isSuperAdmin: boolean;
  companies: LoggedOnUserCompany[];
};
