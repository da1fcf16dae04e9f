import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { Company } from '../companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { EnterpriseAccount } from './enterprise-account.entity';
import type { TEnterpriseAccount } from './enterprise-account.schemas';

/** What the audit events record of an account. */
export type EnterpriseAccountSnapshot = ReturnType<typeof snapshot>;

const snapshot = (account: EnterpriseAccount) => ({
  name: account.name,
  status: account.status,
  billingFrequency: account.billingFrequency,
  features: account.features,
  organisationNumbers: account.companies.getItems().map((company) => company.organisationNumber),
});

/** The companies named, each unknown one refused, each belonging to no other enterprise account. */
const attachableCompanies = async (em: EntityManager, organisationNumbers: string[], accountId: string | null) => {
  const unique = [...new Set(organisationNumbers)];
  const companies = await em.find(Company, { organisationNumber: { $in: unique } });
  if (companies.length !== unique.length) throw new DomainError('company.notFound');
  const taken = await em.count(EnterpriseAccount, { companies: { $in: companies }, ...(accountId ? { id: { $ne: accountId } } : {}) });
  if (taken) throw new DomainError('enterpriseAccount.companyTaken');
  return companies;
};

/** Creates an enterprise account (no id) or replaces one's settings and companies; super-admins only (checked by the caller's route). */
export const saveEnterpriseAccount = ({ em, actor, id, input }: { em: EntityManager; actor: User; id?: string; input: TEnterpriseAccount }) =>
  em.transactional(async (tx) => {
    const existing = id ? await tx.findOne(EnterpriseAccount, { id }, { populate: ['companies'] }) : null;
    if (id && !existing) throw new DomainError('enterpriseAccount.notFound');
    const companies = await attachableCompanies(tx, input.organisationNumbers, id ?? null);
    const before = existing ? snapshot(existing) : undefined;
    const { organisationNumbers: _ignored, ...fields } = input;
    const account = existing ?? tx.create(EnterpriseAccount, fields);
    tx.assign(account, fields);
    account.companies.set(companies);
    const after = { id: account.id, ...snapshot(account) };
    recordAuditEvent(before ? { em: tx, type: 'enterpriseAccount.updated', actor, before, after } : { em: tx, type: 'enterpriseAccount.created', actor, after });
    await tx.flush();
    return account;
  });
