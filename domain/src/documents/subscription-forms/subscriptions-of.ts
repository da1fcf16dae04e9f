import type { EntityManager } from '@mikro-orm/core';
import { Subscription } from './subscription.entity';

/** What a subscriber subscribed in one share class, and when the form was signed by all its signers (null: not yet). */
export type SubscribedShares = { subscriberId: string; sharetypeId: string; numberOfShares: bigint; signedAt: Date | null };

/**
 * The subscriptions entered on a decision's subscription forms, per subscriber and share class, for the allocation:
 * those of cancelled forms are gone with them. Oldest first.
 */
export const subscriptionsOf = async (em: EntityManager, decisionId: string): Promise<SubscribedShares[]> =>
  (await em.find(Subscription, { decisionId }, { orderBy: { subscribedAt: 'asc', id: 'asc' } })).map(({ subscriberId, sharetypeId, numberOfShares, signedAt }) => ({ subscriberId, sharetypeId, numberOfShares, signedAt: signedAt ?? null }));
