import type { EntityManager } from '@mikro-orm/core';
import { findFollowUpItemKeys, type FollowUpOptions } from './count-follow-ups';
import { FollowUpSeen } from './follow-up-seen.entity';
import type { FollowUpCount } from './portfolio-views';

/**
 * `POST /portfolio/follow-up/seen`: opening the portfolio's follow-up resets the top bar's count to 0 (seed:
 * platform core, section 2) by remembering the items there are now; an item that goes and comes back counts again.
 */
export const markFollowUpsSeen = async (options: FollowUpOptions): Promise<FollowUpCount> => {
  const { em, user } = options;
  const items = await findFollowUpItemKeys(options);
  await em.upsert(FollowUpSeen, { user, items, seenAt: new Date() });
  return { count: 0, total: items.length };
};
