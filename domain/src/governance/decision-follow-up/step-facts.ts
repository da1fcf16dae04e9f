import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { CapitalIncreaseDecision } from '../capital-increase-decisions/capital-increase-decision.entity';
import type { ProjectDecision } from '../projects/project-decision.entity';
import type { FollowUpFacts } from './follow-up-steps';

/**
 * The seams of the follow-up: one function per fact a step reads, each reading what its owning room holds. Where that
 * room is still being built (subscription forms, allocation, apply), the function reads what the decision form and
 * the register say today and is where the room connects (docs/decisions/governance/decision-follow-up.md).
 */

/** Everyone who subscribes: the subscribers named, and the holders offered a preferential issue. */
export const numberOfSubscribersOf = (form: TCapitalIncrease): number => {
  const properties = form.properties;
  if (!properties) return 0;
  const named = properties.subscribers.map((subscriber) => subscriber.shareholderId ?? subscriber.subscriberid);
  const preferential = properties.type === 'shareIssue' ? properties.preferentialIssueSubscribers.map((subscriber) => subscriber.shareholderId ?? subscriber.subscriberid) : [];
  return new Set([...named, ...preferential]).size;
};

/** subscriptionForm and subscriptionFormStatus: the subscription forms sent and signed. The subscription forms room connects here; none are sent before it. */
export const subscriptionFormsOf = (_form: TCapitalIncrease): { signed: number; total: number } => ({ signed: 0, total: 0 });

/**
 * allocatedShares: subscribed in the minutes without a preferential right, the minutes allot each subscriber the
 * shares named (nothing is left to allot); otherwise the allocation rounds' confirmation, which the allocation room connects here.
 */
export const allocationConfirmedOf = (form: TCapitalIncrease): boolean =>
  form.isSubscriptionForm === false && !(form.properties?.type === 'shareIssue' && form.properties.preferentialRight === true);

/** The increase of share capital facts of the steps, from the decision's saved form (none saved: nothing to follow yet). */
export const capitalIncreaseFactsOf = async (em: EntityManager, decisions: readonly ProjectDecision[]): Promise<Map<string, FollowUpFacts['capitalIncrease']>> => {
  const increases = decisions.filter(({ decisionType }) => decisionType === 'increaseOfShareCapital');
  if (!increases.length) return new Map();
  const forms = await em.find(CapitalIncreaseDecision, { decision: { $in: increases.map(({ id }) => id) } });
  return new Map(
    forms.map(({ decision, form }) => [
      decision.id,
      { numberOfSubscribers: numberOfSubscribersOf(form), hasSubscriptionForm: form.isSubscriptionForm === true, subscriptions: subscriptionFormsOf(form), allocationConfirmed: allocationConfirmedOf(form) },
    ]),
  );
};

/** apply: the decisions a register entry names as its source (the apply writes the decision's id into the entry's payload). */
export const appliedDecisionIdsOf = async (em: EntityManager, decisions: readonly ProjectDecision[]): Promise<Set<string>> => {
  if (!decisions.length) return new Set();
  const rows = await (em as SqlEntityManager).execute<{ decision_id: string }[]>(
    `select distinct payload->>'decisionId' as decision_id from transaction_log_entry where correction is null and payload->>'decisionId' in (${decisions.map(() => '?').join(', ')})`,
    decisions.map(({ id }) => id),
  );
  return new Set(rows.map((row) => row.decision_id));
};
