import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { Company } from '../companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { nextSubscriptionState } from '../subscriptions/subscription-plans';
import type { User } from '../users/user.entity';

/** The back office registers a payment, then activates: one step forward, refused when there is none. */
export const advanceSubscriptionState = ({ em, actor, organisationNumber }: { em: EntityManager; actor: User; organisationNumber: string }) =>
  em.transactional(async (tx) => {
    const company = await tx.findOne(Company, { organisationNumber });
    if (!company) throw new DomainError('company.notFound');
    const next = nextSubscriptionState(company.subscriptionState);
    if (!next) throw new DomainError('superAdmin.subscriptionStateFinal');
    const before = { subscriptionState: company.subscriptionState };
    company.subscriptionState = next;
    recordAuditEvent({ em: tx, type: 'company.subscriptionStateAdvanced', actor, company, before, after: { subscriptionState: next } });
    await tx.flush();
    return company;
  });
