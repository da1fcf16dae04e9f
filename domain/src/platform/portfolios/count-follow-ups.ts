import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import { findFollowUpCompanies } from './find-portfolio-follow-ups';
import { FollowUpSeen } from './follow-up-seen.entity';
import type { FollowUpCount } from './portfolio-views';

/**
 * The user's follow-up items across all their companies: one per tab and company with something to follow up
 * (seed: the count is the sum of sign documents, matters, company info and shareholder follow-ups), plus the items
 * of higher wings (`otherItemKeys`: governance's matters, one per waiting project), which platform cannot read.
 */
export const findFollowUpItemKeys = async ({ em, user, otherItemKeys = [] }: { em: EntityManager; user: User; otherItemKeys?: readonly string[] }) => {
  const { companyInfo, shareholders } = await findFollowUpCompanies({ em, user, scope: { kind: 'all' } });
  return [...companyInfo.map((c) => `company-info:${c.organisationNumber}`), ...shareholders.map((c) => `shareholders:${c.organisationNumber}`), ...otherItemKeys];
};

/** `GET /portfolio/follow-up/count`: the top bar's badge, the follow-up items not there when the user last opened the follow-up, and all of them. */
export const countFollowUps = async ({ em, user, otherItemKeys }: { em: EntityManager; user: User; otherItemKeys?: readonly string[] }): Promise<FollowUpCount> => {
  const [keys, seen] = await Promise.all([findFollowUpItemKeys({ em, user, otherItemKeys }), em.findOne(FollowUpSeen, { user })]);
  const seenKeys = new Set(seen?.items ?? []);
  return { count: keys.filter((key) => !seenKeys.has(key)).length, total: keys.length };
};
