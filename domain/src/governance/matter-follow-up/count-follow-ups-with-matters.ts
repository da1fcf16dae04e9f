import type { EntityManager } from '@mikro-orm/core';
import { countFollowUps } from '../../platform/portfolios/count-follow-ups';
import { markFollowUpsSeen } from '../../platform/portfolios/mark-follow-ups-seen';
import type { User } from '../../platform/users/user.entity';
import { findMatterFollowUpKeys } from './find-portfolio-matter-follow-ups';

/** `GET /portfolio/follow-up/count` with the matters counted in (seed: the follow-up count sums sign documents, matters, company info and shareholders). */
export const countFollowUpsWithMatters = async ({ em, user }: { em: EntityManager; user: User }) =>
  countFollowUps({ em, user, otherItemKeys: await findMatterFollowUpKeys({ em, user }) });

/** `POST /portfolio/follow-up/seen` with the matters among the items seen. */
export const markFollowUpsWithMattersSeen = async ({ em, user }: { em: EntityManager; user: User }) =>
  markFollowUpsSeen({ em, user, otherItemKeys: await findMatterFollowUpKeys({ em, user }) });
