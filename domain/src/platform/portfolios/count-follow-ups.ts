import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import { findFollowUpCompanies } from './find-portfolio-follow-ups';
import { FollowUpSeen } from './follow-up-seen.entity';
import type { FollowUpCount } from './portfolio-views';
import type { ShareholderFollowUpSource } from './shareholder-follow-up-source';

export type FollowUpOptions = { em: EntityManager; user: User; otherItemKeys?: readonly string[]; shareholderFollowUps: ShareholderFollowUpSource };

/**
 * The user's follow-up items across all their companies: one per tab and company with something to follow up
 * (seed: the count is the sum of sign documents, matters, company info and shareholder follow-ups), plus the items
 * of higher wings (`otherItemKeys`: governance's matters, one per waiting project), which platform cannot read. A
 * company's shareholders item carries the version of what `shareholderFollowUps` keeps for it, so a new crossing of a
 * beneficial owner counts as not seen.
 */
export const findFollowUpItemKeys = async ({ em, user, otherItemKeys = [], shareholderFollowUps }: FollowUpOptions) => {
  const { companyInfo, shareholders, versions } = await findFollowUpCompanies({ em, user, scope: { kind: 'all' }, shareholderFollowUps });
  const shareholdersKey = (orgNo: string) => [`shareholders:${orgNo}`, versions.get(orgNo)].filter(Boolean).join(':');
  return [...companyInfo.map((c) => `company-info:${c.organisationNumber}`), ...shareholders.map((c) => shareholdersKey(c.organisationNumber)), ...otherItemKeys];
};

/** `GET /portfolio/follow-up/count`: the top bar's badge, the follow-up items not there when the user last opened the follow-up, and all of them. */
export const countFollowUps = async (options: FollowUpOptions): Promise<FollowUpCount> => {
  const [keys, seen] = await Promise.all([findFollowUpItemKeys(options), options.em.findOne(FollowUpSeen, { user: options.user })]);
  const seenKeys = new Set(seen?.items ?? []);
  return { count: keys.filter((key) => !seenKeys.has(key)).length, total: keys.length };
};
