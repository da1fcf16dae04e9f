import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import { findFollowUpItemKeys } from './count-follow-ups';
import { FollowUpSeen } from './follow-up-seen.entity';
import type { FollowUpCount } from './portfolio-views';

/**
 * `POST /portfolio/follow-up/seen`: opening the portfolio's follow-up resets the top bar's count to 0 (seed:
 * platform core, section 2) by remembering the items there are now; an item that goes and comes back counts again.
 */
export const markFollowUpsSeen = async ({ em, user, otherItemKeys }: { em: EntityManager; user: User; otherItemKeys?: readonly string[] }): Promise<FollowUpCount> => {
  const items = await findFollowUpItemKeys({ em, user, otherItemKeys });
  await em.upsert(FollowUpSeen, { user, items, seenAt: new Date() });
  return { count: 0, total: items.length };
};
