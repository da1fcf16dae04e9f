import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import { User } from './user.entity';
import type { AffiliateRecorded } from './user-views';

/**
 * `PUT /add-affiliate/{key}`: records which partner's link (`/affiliate/{affiliateKey}`) brought the signed-in user.
 * The first key recorded stays (a later link does not take the referral over); the key is kept as given, with no list
 * of partners here, for the provider's own accounting. Audited when recorded.
 */
export const addAffiliate = ({ em, userId, key }: { em: EntityManager; userId: string; key: string }): Promise<AffiliateRecorded> =>
  em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, { id: userId });
    if (!user.affiliateKey) {
      user.affiliateKey = key;
      recordAuditEvent({ em: tx, type: 'user.affiliateAdded', actor: user, after: { affiliateKey: key } });
    }
    return { affiliateKey: user.affiliateKey };
  });
