import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import { findFollowUpCompanies } from './find-portfolio-follow-ups';
import { FollowUpSeen } from './follow-up-seen.entity';
import type { FollowUpCount } from './portfolio-views';

/**
 * The user's follow-up items across all their companies: one per tab and company with something to follow up
 * (seed: the count is the sum of sign documents, matters, company info and shareholder follow-ups; signatures and
 * matters add theirs when those features exist).
 */
export const findFollowUpItemKeys = async ({ em, user }: { em: EntityManager; user: User }) => {
  const { companyInfo, shareholders } = await findFollowUpCompanies({ em, user, scope: { kind: 'all' } });
  return [...companyInfo.map((c) => `company-info:${c.organisationNumber}`), ...shareholders.map((c) => `shareholders:${c.organisationNumber}`)];
};

/** `GET /portfolio/follow-up/count`: the top bar's badge, the follow-up items not there when the user last opened the follow-up, and all of them. */
export const countFollowUps = async ({ em, user }: { em: EntityManager; user: User }): Promise<FollowUpCount> => {
  const [keys, seen] = await Promise.all([findFollowUpItemKeys({ em, user }), em.findOne(FollowUpSeen, { user })]);
  const seenKeys = new Set(seen?.items ?? []);
  return { count: keys.filter((key) => !seenKeys.has(key)).length, total: keys.length };
};
