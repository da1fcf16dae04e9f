import type { EntityManager } from '@mikro-orm/core';
import { Company } from '../companies/company.entity';
import { changeSubscription } from '../subscriptions/change-subscription';
import type { ChoosableSubscriptionType } from '../subscriptions/subscription-plans';
import type { User } from '../users/user.entity';
import type { CompanyRegisterClient } from './company-register-client';
import type { PublicCompanyRoles } from '../company-claims/public-company-roles';
import type { RegisteredCompany } from './company-register-views';
import { registerAdminUser } from './register-admin-user';

/**
 * The seed's `registeras{product}`: the product in the path, in the plan tiers' lower-case spelling (seed 000
 * section 3: shareholder_register, digital_company, enterprise, pro, basic, and free), and the subscription it starts
 * (`POST /company/registerasbasic/{orgNo}` and so on). `digital_company` is the whole product, the PRO tier;
 * `enterprise` is a REQUEST_OFFER plan: the company is registered and no subscription starts until sales agree one.
 */
export const registrationProducts = {
  free: 'FREE',
  shareholder_register: 'SHAREHOLDER_REGISTER',
  basic: 'BASIC',
  pro: 'PRO',
  digital_company: 'PRO',
  enterprise: null,
} as const satisfies Record<string, ChoosableSubscriptionType | null>;
export type RegistrationProduct = keyof typeof registrationProducts;

/**
 * `POST /company/registeras{product}/{orgNo}`: the direct registration (`registerAdminUser`: from the public register,
 * the user its first administrator) straight into a subscription, in one transaction: the company is a customer at
 * once and the subscription is chosen as on the billing page (FREE is active, a paid tier awaits payment,
 * `CREATED_INACTIVE`). The same refusals as the direct registration; nothing is written then.
 */
export const registerAdminUserAs = ({ em, actor, organisationNumber, register, roles, product }: { em: EntityManager; actor: User; organisationNumber: string; register: CompanyRegisterClient; roles: PublicCompanyRoles; product: RegistrationProduct }): Promise<RegisteredCompany> =>
  em.transactional(async (tx) => {
    const registered = await registerAdminUser({ em: tx, actor, organisationNumber, register, roles });
    const subscriptionType = registrationProducts[product];
    if (!subscriptionType) return registered;
    const company = await tx.findOneOrFail(Company, { organisationNumber: registered.organisationNumber });
    company.isCustomer = true;
    await changeSubscription({ em: tx, actor, company, input: { subscriptionType } });
    return registered;
  });
