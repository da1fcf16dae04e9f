import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { boardMemberNotice } from './board-member-notice';
import { viewerAsAdmin, viewerAsBoardMember } from './meeting-viewer';

/**
 * The meeting as an admin previews it (`GET /boardmember-view/admin-review/{projectId}/{x}`): read-only, with every
 * vote and comment of the board, sent or not; or as a board member sees it in the portal
 * (`GET /boardmember-view/{orgNo}/meetings/{id}`), once sent.
 */
export const getMeetingReview = async ({ em, company, projectId, user, as, now = new Date() }: { em: EntityManager; company: Company; projectId: string; user: User; as: 'admin' | 'boardMember'; now?: Date }) => {
  const viewer = as === 'admin' ? await viewerAsAdmin({ em, company, projectId, user, now }) : await viewerAsBoardMember({ em, company, projectId, user, now });
  return boardMemberNotice(em, viewer);
};
