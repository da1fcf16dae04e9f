import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../companies/company-access.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { EnterpriseAccount } from './enterprise-account.entity';
import type { EnterpriseAccountListItem, EnterpriseAccountView } from './enterprise-account-views';

/** An enterprise account as its page shows it: super-admins and admins of an attached company may read it. */
export const getEnterpriseAccount = async ({ em, user, id }: { em: EntityManager; user: User; id: string }): Promise<EnterpriseAccountView> => {
  const account = await em.findOne(EnterpriseAccount, { id }, { populate: ['companies'] });
  if (!account) throw new DomainError('enterpriseAccount.notFound');
  const companies = account.companies.getItems();
  const adminOfOne = await em.count(CompanyAccess, { user, accessType: 'ADMIN', company: { $in: companies } });
  if (!user.superAdmin && !adminOfOne) throw new DomainError('enterpriseAccount.notFound');
  return {
    id: account.id,
    name: account.name,
    status: account.status,
    billingFrequency: account.billingFrequency,
    features: account.features,
    companies: companies
      .map((company) => ({ organisationNumber: company.organisationNumber, name: company.name, subscriptionType: company.subscriptionType }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    canEdit: user.superAdmin,
    hasLogo: account.logoContentType != null,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
};

/** Every enterprise account, for the back office list. */
export const listEnterpriseAccounts = async ({ em }: { em: EntityManager }): Promise<EnterpriseAccountListItem[]> => {
  const accounts = await em.find(EnterpriseAccount, {}, { populate: ['companies'], orderBy: { name: 'asc' } });
  return accounts.map((account) => ({ id: account.id, name: account.name, status: account.status, billingFrequency: account.billingFrequency, companyCount: account.companies.count() }));
};
