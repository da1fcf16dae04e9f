import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { stateAfterChoosing } from './subscription-plans';
import type { TSubscriptionChange } from './subscription.schemas';

/** An admin chooses a tier; paid tiers on an inactive subscription await payment. */
export const changeSubscription = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TSubscriptionChange }) =>
  em.transactional(async (tx) => {
    const before = { subscriptionType: company.subscriptionType, subscriptionState: company.subscriptionState };
    company.subscriptionType = input.subscriptionType;
    company.subscriptionState = stateAfterChoosing(input.subscriptionType, before.subscriptionState);
    recordAuditEvent({ em: tx, type: 'company.subscriptionChanged', actor, company, before, after: { subscriptionType: company.subscriptionType, subscriptionState: company.subscriptionState } });
    await tx.flush();
    return company;
  });
