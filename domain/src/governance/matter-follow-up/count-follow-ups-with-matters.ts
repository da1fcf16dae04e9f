import type { EntityManager } from '@mikro-orm/core';
import { countFollowUps } from '../../platform/portfolios/count-follow-ups';
import { markFollowUpsSeen } from '../../platform/portfolios/mark-follow-ups-seen';
import type { User } from '../../platform/users/user.entity';
import { findSignDocumentKeys } from '../../documents/portfolio-signatures/find-portfolio-signatures';
import { beneficialOwnerFollowUps } from '../../register/beneficial-owners/beneficial-owner-follow-ups';
import { findMatterFollowUpKeys } from './find-portfolio-matter-follow-ups';

/** The follow-up items of the higher wings: the matters (one per waiting project) and the documents waiting for the user's signature. */
const otherItemKeys = async ({ em, user }: { em: EntityManager; user: User }) => [...(await findMatterFollowUpKeys({ em, user })), ...(await findSignDocumentKeys({ em, user }))];

/**
 * `GET /portfolio/follow-up/count` with the matters and sign documents counted in (seed: the follow-up count sums sign
 * documents, matters, company info and shareholders), and the register's beneficial-owner crossings in the shareholders items.
 */
export const countFollowUpsWithMatters = async ({ em, user }: { em: EntityManager; user: User }) =>
  countFollowUps({ em, user, otherItemKeys: await otherItemKeys({ em, user }), shareholderFollowUps: beneficialOwnerFollowUps });

/** `POST /portfolio/follow-up/seen` with the matters and sign documents among the items seen. */
export const markFollowUpsWithMattersSeen = async ({ em, user }: { em: EntityManager; user: User }) =>
  markFollowUpsSeen({ em, user, otherItemKeys: await otherItemKeys({ em, user }), shareholderFollowUps: beneficialOwnerFollowUps });
