import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { CompanyAccess } from '../companies/company-access.entity';
import { Company } from '../companies/company.entity';
import { EnterpriseAccount } from '../enterprise-accounts/enterprise-account.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { countShareholdersWithShares } from '../subscriptions/count-shareholders-with-shares';
import { nextSubscriptionState } from '../subscriptions/subscription-plans';
import type { User } from '../users/user.entity';
import type { BackOfficeCompany } from './super-admin-views';

/** A company as the back office sees it: subscription, admins, enterprise account; viewing it is audited. */
export const getBackOfficeCompany = ({ em, actor, organisationNumber }: { em: EntityManager; actor: User; organisationNumber: string }): Promise<BackOfficeCompany> =>
  em.transactional(async (tx) => {
    const company = await tx.findOne(Company, { organisationNumber });
    if (!company) throw new DomainError('company.notFound');
    const [admins, enterpriseAccount, shareholderCount] = await Promise.all([
      tx.find(CompanyAccess, { company, accessType: 'ADMIN' }, { populate: ['user'], orderBy: { createdAt: 'asc' } }),
      tx.findOne(EnterpriseAccount, { companies: company }),
      countShareholdersWithShares(tx, company),
    ]);
    recordAuditEvent({ em: tx, type: 'superAdmin.companyViewed', actor, company });
    await tx.flush();
    return {
      organisationNumber: company.organisationNumber,
      name: company.name,
      country: company.country,
      currency: company.currency,
      isCustomer: company.isCustomer,
      subscriptionType: company.subscriptionType,
      subscriptionState: company.subscriptionState,
      nextSubscriptionState: nextSubscriptionState(company.subscriptionState),
      shareholderPortalEnabled: company.shareholderPortalEnabled,
      shareholderCount,
      createdAt: company.createdAt.toISOString(),
      admins: admins.map((row) => ({ id: row.user.id, name: row.user.name, email: row.user.email, since: row.createdAt.toISOString() })),
      enterpriseAccount: enterpriseAccount ? { id: enterpriseAccount.id, name: enterpriseAccount.name } : null,
    };
  });
