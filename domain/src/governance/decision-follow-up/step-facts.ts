import type { EntityManager } from '@mikro-orm/core';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { SubscriptionForm } from '../../documents/subscription-forms/subscription-form.entity';
import { Subscription } from '../../documents/subscription-forms/subscription.entity';
import { DecisionApplication } from '../decision-apply/decision-application.entity';
import { CapitalIncreaseAllocation } from '../capital-increase-allocation/capital-increase-allocation.entity';
import { CapitalIncreaseDecision } from '../capital-increase-decisions/capital-increase-decision.entity';
import type { ProjectDecision } from '../projects/project-decision.entity';
import type { FollowUpFacts } from './follow-up-steps';

/**
 * The seams of the follow-up: one function per fact a step reads, each reading what its owning room holds. The allocation
 * reads the decision form until its room connects (docs/decisions/governance/decision-follow-up.md).
 */

/** Everyone who subscribes: the subscribers named, and the holders offered a preferential issue. */
export const numberOfSubscribersOf = (form: TCapitalIncrease): number => {
  const properties = form.properties;
  if (!properties) return 0;
  const named = properties.subscribers.map((subscriber) => subscriber.shareholderId ?? subscriber.subscriberid);
  const preferential = properties.type === 'shareIssue' ? properties.preferentialIssueSubscribers.map((subscriber) => subscriber.shareholderId ?? subscriber.subscriberid) : [];
  return new Set([...named, ...preferential]).size;
};

/** subscriptionForm and subscriptionFormStatus: per decision, the subscription forms sent and those signed by all their signers. */
export const subscriptionFormsOf = async (em: EntityManager, decisionIds: readonly string[]): Promise<Map<string, { signed: number; total: number }>> => {
  const [forms, subscriptions] = await Promise.all([
    em.find(SubscriptionForm, { decisionId: { $in: [...decisionIds] } }, { fields: ['decisionId', 'subscriberId'] }),
    em.find(Subscription, { decisionId: { $in: [...decisionIds] }, signedAt: { $ne: null } }, { fields: ['decisionId', 'subscriberId'] }),
  ]);
  const signed = new Set(subscriptions.map(({ decisionId, subscriberId }) => `${decisionId}/${subscriberId}`));
  const counts = new Map<string, { signed: number; total: number }>();
  for (const { decisionId, subscriberId } of forms) {
    const count = counts.get(decisionId) ?? { signed: 0, total: 0 };
    counts.set(decisionId, { total: count.total + 1, signed: count.signed + (signed.has(`${decisionId}/${subscriberId}`) ? 1 : 0) });
  }
  return counts;
};

/**
 * allocatedShares: the allocation rounds confirmed; or, subscribed in the minutes without a preferential right, the
 * minutes allot each subscriber the shares named (nothing is left to allot).
 */
export const allocationConfirmedOf = (form: TCapitalIncrease, allocation: CapitalIncreaseAllocation | undefined): boolean =>
  allocation?.isAllocationCompleted === true || (form.isSubscriptionForm === false && !(form.properties?.type === 'shareIssue' && form.properties.preferentialRight === true));

/** The increase of share capital facts of the steps, from the decision's saved form (none saved: nothing to follow yet). */
export const capitalIncreaseFactsOf = async (em: EntityManager, decisions: readonly ProjectDecision[]): Promise<Map<string, FollowUpFacts['capitalIncrease']>> => {
  const increases = decisions.filter(({ decisionType }) => decisionType === 'increaseOfShareCapital');
  if (!increases.length) return new Map();
  const ids = increases.map(({ id }) => id);
  const [forms, subscriptionForms, allocations] = await Promise.all([
    em.find(CapitalIncreaseDecision, { decision: { $in: ids } }),
    subscriptionFormsOf(em, ids),
    em.find(CapitalIncreaseAllocation, { decision: { $in: ids } }),
  ]);
  const allocationOf = new Map(allocations.map((allocation) => [allocation.decision.id, allocation]));
  return new Map(
    forms.map(({ decision, form }) => [
      decision.id,
      { numberOfSubscribers: numberOfSubscribersOf(form), hasSubscriptionForm: form.isSubscriptionForm === true, subscriptions: subscriptionForms.get(decision.id) ?? { signed: 0, total: 0 }, allocationConfirmed: allocationConfirmedOf(form, allocationOf.get(decision.id)) },
    ]),
  );
};

/** apply: the decisions applied with one click (a `decision_application` row each), and the increases of share capital applied. */
export const appliedDecisionIdsOf = async (em: EntityManager, decisions: readonly ProjectDecision[]): Promise<Set<string>> => {
  if (!decisions.length) return new Set();
  const ids = decisions.map(({ id }) => id);
  const [applications, increases] = await Promise.all([
    em.find(DecisionApplication, { decision: { $in: ids } }, { fields: ['decision'] }),
    em.find(CapitalIncreaseAllocation, { decision: { $in: ids }, appliedAt: { $ne: null } }, { fields: ['decision'] }),
  ]);
  return new Set([...applications, ...increases].map(({ decision }) => decision.id));
};
